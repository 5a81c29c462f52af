/**
 * The vote service as separate processes on one PGlite data directory, as an
 * operator would run and stop it: a second instance on the same directory, a
 * stop with a request in flight, and `kill -9` in the middle of a burst of
 * votes. Loopback only, each case bounded in requests and time.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { PID_FILE } from '../src/dataDirLock';
import type { Proposal, ProposalList } from '../src/types';
import { voterTokens } from '../src/voterTokens';
import { ADMIN_TOKEN, client } from './support/http';
import { freshDataDir } from './support/pgliteTemplate';
import { killServiceProcesses, startServiceProcess, stopServiceProcess } from './support/serviceProcess';

/** One data directory that the cases start services on in turn. */
let dataDir: string;
beforeAll(() => {
  dataDir = freshDataDir();
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('processes', () => {
  const start = startServiceProcess;
  afterEach(killServiceProcesses);

  it('refuses to start a second service on the same data directory, and the first keeps serving', async () => {
    const first = await start({ dataDir: dataDir });
    const token = (await client(first.url)<{ token: string }>('POST', '/voter-tokens')).body.token;
    expect((await client(first.url)('POST', '/proposals/2/vote', { token })).status).toBe(201);

    const second = await start({ dataDir: dataDir, expectExit: true });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by another vote-api (process ${first.child.pid})`,
    );

    expect((await client(first.url)('GET', '/health')).status).toBe(200);
    const another = (await client(first.url)<{ token: string }>('POST', '/voter-tokens')).body.token;
    expect((await client(first.url)('POST', '/proposals/2/vote', { token: another })).status).toBe(201);
    const { body } = await client(first.url)<ProposalList>('GET', '/proposals', { token });
    expect(body.proposals.find((p) => p.id === 2)).toMatchObject({ votes: 2, voted: true });
  });

  it('holds the lock on the directory itself: deleting the files in it does not let a second service in', async () => {
    const first = await start({ dataDir });
    const pidFile = path.join(dataDir, PID_FILE);
    expect(await fs.readFile(pidFile, 'utf8')).toBe(`${first.child.pid}\n`);
    // What an operator or a clean-up script might remove, thinking it stale.
    for (const name of await fs.readdir(dataDir)) {
      if (/\.(pid|lock)$/.test(name)) await fs.rm(path.join(dataDir, name));
    }

    const second = await start({ dataDir, expectExit: true });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another vote-api.`);
    expect((await client(first.url)('GET', '/ready')).status).toBe(200);

    // Once the first has stopped, the directory is free again.
    expect(await stopServiceProcess(first)).toBe(0);
    const third = await start({ dataDir });
    expect((await client(third.url)('GET', '/ready')).status).toBe(200);
  });

  it('a stop lets a request in flight finish, then exits and frees the data directory', async () => {
    const service = await start({ dataDir: dataDir, env: { VOTE_SHUTDOWN_TIMEOUT_MS: '10000' } });
    const title = `Sent during a stop ${randomUUID().slice(0, 6)}`;
    const body = JSON.stringify({ title, description: 'The service was asked to stop halfway through.' });
    const { port } = new URL(service.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => (response += chunk));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write(
      `POST /proposals HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ADMIN_TOKEN}\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    service.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Stopping: no new connection is taken, but the request already on its way is.
    await expect(fetch(`${service.url}/health`)).rejects.toThrow();
    socket.end(body.slice(20));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 201/);
    expect(await service.exited).toBe(0);

    const restarted = await start({ dataDir: dataDir });
    const { body: list } = await client(restarted.url)<ProposalList>('GET', '/proposals');
    expect(list.proposals.map((p) => p.title)).toContain(title);
  });

  it('loses no acknowledged vote when killed with SIGKILL in the middle of a burst, twice', async () => {
    const secret = `abuse-test-secret-${randomUUID()}`;
    const env = {
      VOTE_TOKEN_SECRET: secret,
      VOTE_RATE_LIMIT_PER_ADDRESS: '100000',
      VOTE_VOTES_PER_ADDRESS_PER_DAY: '100000',
    };
    const signer = voterTokens(secret);
    const acknowledged: { id: number; token: string }[] = [];
    const unanswered: { id: number; token: string }[] = [];
    const totalVotes = async (url: string) =>
      (await client(url)<ProposalList>('GET', '/proposals?archived=true')).body.proposals.reduce(
        (sum, p) => sum + p.votes,
        0,
      );
    let before = 0;

    for (let round = 0; round < 2; round += 1) {
      const service = await start({ dataDir: dataDir, env });
      if (round === 0) before = await totalVotes(service.url);
      const votes = Array.from({ length: 240 }, (_, i) => ({ id: (i % 8) + 1, token: signer.issue() }));
      let next = 0;
      let killed = false;
      const worker = async () => {
        while (next < votes.length) {
          const vote = votes[next++]!;
          const outcome = await client(service.url)<Proposal>('POST', `/proposals/${vote.id}/vote`, {
            token: vote.token,
          }).catch(() => undefined);
          if (outcome?.status === 201) acknowledged.push(vote);
          else unanswered.push(vote);
          // Pull the plug once a good part of the burst is acknowledged, with requests still in flight.
          if (!killed && acknowledged.length >= (round + 1) * 100) {
            killed = true;
            service.child.kill('SIGKILL');
          }
          if (killed) return;
        }
      };
      await Promise.all(Array.from({ length: 12 }, worker));
      expect(await service.exited).toBe('SIGKILL');
    }

    const restarted = await start({ dataDir: dataDir, env });
    const request = client(restarted.url);
    // Each acknowledged vote is there; of the unanswered ones, some may have been written before the crash.
    let recordedUnanswered = 0;
    for (const vote of [...acknowledged, ...unanswered]) {
      const { body: mine } = await request<ProposalList>('GET', '/proposals', { token: vote.token });
      const voted = mine.proposals.find((p) => p.id === vote.id)?.voted;
      if (acknowledged.includes(vote)) expect({ ...vote, voted }).toEqual({ ...vote, voted: true });
      else if (voted) recordedUnanswered += 1;
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);
    expect((await totalVotes(restarted.url)) - before).toBe(acknowledged.length + recordedUnanswered);
  });
});
