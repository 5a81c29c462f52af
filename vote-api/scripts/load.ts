/**
 * The vote service's load test (`npm run vote-api:load`), a benchmark kept out of `npm test`.
 *
 * Starts the service on loopback with a fresh embedded database, then for 10 s
 * 50 connections vote for one proposal, each request with a voter token of its
 * own. Prints requests per second and the p99 latency, then checks that no vote
 * was lost or doubled: the proposal's count must equal the votes the service
 * acknowledged with a 201, plus those of requests still in flight when the
 * benchmark stopped that the service did record (each looked up by its token).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../__tests__/support/freePort';
import { VOTER_TOKEN_HEADER, type ProposalList } from '../src/types';
import { voterTokens } from '../src/voterTokens';

const DURATION_S = 10;
const CONNECTIONS = 50;
const PROPOSAL_ID = 1;

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the service did not answer ${url}/health within ${timeoutMs / 1000} s`);
}

async function votes(url: string, token?: string) {
  const response = await fetch(`${url}/proposals`, { headers: token ? { [VOTER_TOKEN_HEADER]: token } : {} });
  const { proposals } = (await response.json()) as ProposalList;
  const proposal = proposals.find((p) => p.id === PROPOSAL_ID);
  if (!proposal) throw new Error(`proposal ${PROPOSAL_ID} is missing`);
  return proposal;
}

/** The benchmark signs tokens itself, with a secret it gives the service, instead of asking for each. */
const SECRET = randomBytes(32).toString('base64url');
const signer = voterTokens(SECRET);

async function main(): Promise<number> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vote-api-load-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'server.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      VOTE_API_HOST: '127.0.0.1',
      VOTE_API_PORT: String(port),
      VOTE_DATA_DIR: dataDir,
      VOTE_LOG_LEVEL: 'warn',
      VOTE_TOKEN_SECRET: SECRET,
      // One address sends everything here: lift the per-address limits for the benchmark only.
      VOTE_RATE_LIMIT_PER_ADDRESS: String(1_000_000_000),
      VOTE_VOTES_PER_ADDRESS_PER_DAY: String(1_000_000_000),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => service.once('exit', resolve));

  try {
    await waitForHealth(url, service);
    const unanswered = new Set<string>();
    const acknowledged = new Set<string>();
    const refused = new Map<number, number>();
    type Context = { token?: string };

    console.log(
      `vote-api load test: ${DURATION_S} s, ${CONNECTIONS} connections, ` +
        `POST /proposals/${PROPOSAL_ID}/vote with a new voter token per request, fresh PGlite database`,
    );
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path: `/proposals/${PROPOSAL_ID}/vote`,
          setupRequest(request, context) {
            const token = signer.issue();
            (context as Context).token = token;
            unanswered.add(token);
            return { ...request, headers: { ...request.headers, [VOTER_TOKEN_HEADER]: token } };
          },
          onResponse(status, _body, context) {
            const { token } = context as Context;
            if (!token) return;
            unanswered.delete(token);
            if (status === 201) acknowledged.add(token);
            else refused.set(status, (refused.get(status) ?? 0) + 1);
          },
        },
      ],
    });

    const { count, voted } = await (async () => {
      let recordedInFlight = 0;
      for (const token of unanswered) if ((await votes(url, token)).voted) recordedInFlight += 1;
      return { count: (await votes(url)).votes, voted: recordedInFlight };
    })();

    console.log(`  requests/s   ${Math.round(result.requests.average)} (average), ${result.requests.total} in total`);
    console.log(
      `  latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(
      `  responses    2xx ${result['2xx']}, non-2xx ${result.non2xx}` +
        (refused.size > 0 ? ` (${[...refused].map(([s, n]) => `${s}: ${n}`).join(', ')})` : '') +
        `, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    const expected = acknowledged.size + voted;
    const ok = count === expected && result['2xx'] === acknowledged.size && result.non2xx === 0;
    console.log(
      `  count check  proposal ${PROPOSAL_ID} has ${count} votes; expected ${expected} = ` +
        `${acknowledged.size} acknowledged (201) + ${voted} of ${unanswered.size} requests in flight at the stop ` +
        `-> ${ok ? 'OK: no vote lost or doubled' : 'MISMATCH'}`,
    );
    return ok ? 0 : 1;
  } finally {
    service.kill('SIGTERM');
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('vote-api load test failed:', error);
    process.exit(1);
  },
);
