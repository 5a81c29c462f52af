/**
 * PostgreSQL restarted under load, as a failover or an upgrade would: the
 * service (a process of its own) keeps answering, with 503 and Retry-After
 * while the database is away, recovers by itself when it is back, and every
 * vote it acknowledged is in the database afterwards. Loopback only; the load
 * is bounded in time and stops by itself.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { FULL_DISK_MEMORY_MS, openPostgres, StorageError } from '../src/db';
import type { ApiError, Proposal } from '../src/types';
import { voterTokens } from '../src/voterTokens';
import { client } from './support/http';
import { postgresUnavailableReason, startPostgresCluster, type PostgresCluster } from './support/postgres';
import { killServiceProcesses, startServiceProcess, type ServiceProcess } from './support/serviceProcess';

const unavailable = postgresUnavailableReason();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One vote request: when it was sent and answered, and the answer. */
type Outcome = {
  at: number;
  answeredAt: number;
  status: number | 'no answer';
  code?: string;
  retryAfter?: string | null;
};

describe('PostgreSQL restarted under load', () => {
  let cluster: PostgresCluster | undefined;
  let service: ServiceProcess | undefined;

  afterAll(async () => {
    await killServiceProcesses();
    cluster?.stop();
  });

  it('keeps the service up, answering 503 with Retry-After meanwhile, and loses no acknowledged vote', async () => {
    if (unavailable) throw new Error(`PostgreSQL is needed for this test: ${unavailable}.`);
    cluster = await startPostgresCluster();
    const secret = `outage-test-secret-${randomUUID()}`;
    service = await startServiceProcess({
      dataDir: os.tmpdir(),
      env: {
        DATABASE_URL: cluster.url,
        VOTE_TOKEN_SECRET: secret,
        VOTE_RATE_LIMIT_PER_ADDRESS: '1000000',
        VOTE_RATE_LIMIT_PER_TOKEN: '1000000',
        VOTE_VOTES_PER_ADDRESS_PER_DAY: '1000000',
      },
    });
    const api = client(service.url);
    const signer = voterTokens(secret);
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      const created = await api<Proposal>('POST', '/proposals', {
        admin: true,
        json: { title: `Outage target ${n}`, description: 'Voted for while PostgreSQL restarts.' },
      });
      ids.push(created.body.id);
    }

    // The load: 8 clients voting with fresh tokens, each waiting for its answer, until told to stop.
    const acknowledged: { id: number; voterId: string }[] = [];
    const outcomes: Outcome[] = [];
    let loading = true;
    const voter = async () => {
      while (loading) {
        const id = ids[outcomes.length % ids.length]!;
        const token = signer.issue();
        const at = Date.now();
        const response = await api<Proposal | ApiError>('POST', `/proposals/${id}/vote`, { token }).catch(
          () => undefined,
        );
        if (!response) {
          outcomes.push({ at, answeredAt: Date.now(), status: 'no answer' });
          await sleep(50);
          continue;
        }
        const code = (response.body as Partial<ApiError>).code;
        const retryAfter = response.headers.get('retry-after');
        outcomes.push({ at, answeredAt: Date.now(), status: response.status, code, retryAfter });
        if (response.status === 201) acknowledged.push({ id, voterId: token.split('.')[0]! });
        // A client told to come back later does, a little later (not in a tight loop).
        if (response.status === 503) await sleep(100);
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, voter));

    /** Time from `from` (PostgreSQL accepting connections again) until a vote sent since is acknowledged. */
    const waitForRecovery = async (from: number) => {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const first = outcomes.find((o) => o.at >= from && o.status === 201);
        if (first) return first.answeredAt - from;
        await sleep(20);
      }
      throw new Error('the service did not recover within 60 s of PostgreSQL being back');
    };

    const phases: Record<string, { outageMs: number; answers: Record<string, number>; recoveredAfterMs: number }> = {};
    // The load stops whatever happens: a failed expectation must not leave it running (Jest would never exit).
    try {
      for (const mode of ['fast', 'immediate'] as const) {
        await sleep(1500);
        const stoppedAt = Date.now();
        await cluster.stopServer(mode);
        // The database is away: liveness stays ok, readiness says why, votes get 503 with Retry-After.
        await sleep(1500);
        expect((await api('GET', '/health')).status).toBe(200);
        const ready = await api<ApiError>('GET', '/ready');
        expect({ status: ready.status, code: ready.body.code, retryAfter: ready.headers.get('retry-after') }).toEqual({
          status: 503,
          code: 'storage_unavailable',
          retryAfter: '5',
        });
        await cluster.startServer();
        const startedAt = Date.now();
        const recoveredAfterMs = await waitForRecovery(startedAt);
        expect((await api('GET', '/ready')).status).toBe(200);
        const during = outcomes.filter((o) => o.at >= stoppedAt && o.at < startedAt);
        const answers: Record<string, number> = {};
        for (const { status } of during) answers[status] = (answers[status] ?? 0) + 1;
        phases[mode] = { outageMs: startedAt - stoppedAt, answers, recoveredAfterMs };
        // Requests kept coming and were answered while the database was away.
        expect(answers['503']).toBeGreaterThan(0);
      }
      await sleep(1000);
    } finally {
      loading = false;
      await load;
    }

    // The service process never went down, and every answer was a vote or a 503 that says when to retry.
    expect(service.child.exitCode).toBeNull();
    expect(outcomes.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
    for (const refused of outcomes.filter((o) => o.status === 503)) {
      expect({ code: refused.code, retryAfter: refused.retryAfter }).toEqual({
        code: 'storage_unavailable',
        retryAfter: '5',
      });
    }

    // Every acknowledged vote is stored; votes that were refused with a 503 may be stored too (a commit whose
    // answer the connection lost), never the other way round.
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    const { rows } = await db.query<{ proposal_id: number; voter_token: string }>(
      'SELECT proposal_id, voter_token FROM votes',
    );
    await db.end();
    const stored = new Set(rows.map((row) => `${row.proposal_id}:${row.voter_token}`));
    const lost = acknowledged.filter(({ id, voterId }) => !stored.has(`${id}:${voterId}`));
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(50);
    console.info(
      `PostgreSQL restart under load: ${JSON.stringify(phases)}; ` +
        `acknowledged ${acknowledged.length}, stored ${stored.size}, lost ${lost.length}, requests ${outcomes.length}`,
    );
  });

  it('counts as full for a while after PostgreSQL refuses a write for lack of space, then tries again', async () => {
    if (unavailable) throw new Error(`PostgreSQL is needed for this test: ${unavailable}.`);
    cluster ??= await startPostgresCluster();
    const db = await openPostgres(cluster.url);
    try {
      expect(await db.readiness()).toBeUndefined();
      // PostgreSQL's own error for a full disk (SQLSTATE 53100), as the server sends it: its disk cannot be
      // filled from here, unlike PGlite's (disk.slow.test.ts).
      const failed = await db.query("DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = 'disk_full'; END $$").catch((e) => e);
      expect(failed).toBeInstanceOf(StorageError);
      expect((failed as StorageError).problem).toBe('full');
      expect(await db.readiness()).toBe('full');
      const later = Date.now() + FULL_DISK_MEMORY_MS + 1;
      jest.spyOn(Date, 'now').mockReturnValue(later);
      expect(await db.readiness()).toBeUndefined();
    } finally {
      jest.restoreAllMocks();
      await db.close();
    }
  });
});
