/**
 * The embedded database's disk, for real: the service runs on a small tmpfs of
 * its own (support/serviceProcess.ts), which the test fills up and frees, or
 * mounts read-only. A full disk must not look like a bug (500) nor go unseen
 * (/ready ok): writes get 503 with Retry-After, /ready says why, /health stays
 * ok, and votes are taken again once there is room.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiError, Proposal, ProposalList } from '../src/types';
import { voterTokens } from '../src/voterTokens';
import { client } from './support/http';
import {
  killServiceProcesses,
  pathOnPrivateDisk,
  startServiceProcess,
  type ServiceProcess,
} from './support/serviceProcess';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vote-api-disk-'));
  fs.mkdirSync(path.join(root, 'mnt'));
});
afterEach(async () => {
  await killServiceProcesses();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Writes zeros into `file` until the file system refuses for lack of space. */
function fillUp(file: string): number {
  const fd = fs.openSync(file, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  let written = 0;
  try {
    for (;;) written += fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  // The last megabyte may not have fitted whole: fill what is left, page by page.
  try {
    for (;;) written += fs.writeSync(fd, chunk, 0, 4096);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
  return written;
}

describe('a full disk', () => {
  it('answers votes 503 storage_full with Retry-After, says so on /ready, and votes again once there is room', async () => {
    const at = path.join(root, 'mnt');
    const secret = `disk-test-secret-${randomUUID()}`;
    const service: ServiceProcess = await startServiceProcess({
      dataDir: path.join(at, 'data'),
      // The migrated template is about 40 MiB: this leaves a little over 16 MiB, the readiness reserve.
      disk: { at, sizeMiB: 64, template: 'migrated' },
      env: { VOTE_TOKEN_SECRET: secret },
    });
    const api = client(service.url);
    const signer = voterTokens(secret);
    expect((await api('GET', '/ready')).status).toBe(200);
    const { body: target } = await api<Proposal>('POST', '/proposals', {
      admin: true,
      json: { title: 'Written on a full disk', description: 'Votes for it arrive while the disk is full.' },
    });

    const filler = pathOnPrivateDisk(service, path.join(at, 'filler'));
    expect(fillUp(filler)).toBeGreaterThan(0);

    const ready = await api<ApiError>('GET', '/ready');
    expect({ status: ready.status, body: ready.body, retryAfter: ready.headers.get('retry-after') }).toEqual({
      status: 503,
      body: { statusCode: 503, code: 'storage_full', error: 'Service Unavailable', message: expect.any(String) },
      retryAfter: '60',
    });
    // Liveness is not readiness: the process is fine, and so are reads.
    expect((await api('GET', '/health')).status).toBe(200);
    expect((await api('GET', '/proposals')).status).toBe(200);

    // The votes table has no page yet: every vote needs a new one, which the disk refuses.
    const refused = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await api<ApiError>('POST', `/proposals/${target.id}/vote`, { token: signer.issue() });
      refused.push({
        status: response.status,
        code: response.body.code,
        retryAfter: response.headers.get('retry-after'),
      });
    }
    expect(refused).toEqual(Array(5).fill({ status: 503, code: 'storage_full', retryAfter: '60' }));

    fs.rmSync(filler);
    expect((await api('GET', '/ready')).status).toBe(200);
    const token = signer.issue();
    const accepted = await api<Proposal>('POST', `/proposals/${target.id}/vote`, { token });
    expect(accepted.status).toBe(201);
    // The refused votes left nothing behind; the accepted one is there.
    const { body } = await api<ProposalList>('GET', '/proposals', { token });
    expect(body.proposals.find((p) => p.id === target.id)).toMatchObject({ votes: 1, voted: true });
  });
});

describe('a read-only data directory', () => {
  it('stops the start with one line naming the directory, not a stack trace', async () => {
    const at = path.join(root, 'mnt');
    const dataDir = path.join(at, 'data');
    const service = await startServiceProcess({
      dataDir,
      disk: { at, sizeMiB: 64, template: 'migrated', readOnly: true },
      expectExit: true,
    });
    expect(await service.exited).toBe(1);
    expect(service.output()).toBe(
      `vote-api failed to start: The data directory ${dataDir} is on a read-only file system: ` +
        'set VOTE_DATA_DIR to a directory this service can write to, or DATABASE_URL to use PostgreSQL.\n',
    );
  });
});
