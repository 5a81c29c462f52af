/**
 * The vote service as an attacker would try it, on loopback only, each case
 * bounded in requests and time: forged forwarding headers, bursts over every
 * limit, slow requests. The cases with service processes of their own (a second
 * instance, a stop in flight, `kill -9`) are in abuse.processes.slow.test.ts.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import { buildApp } from '../src/app';
import { addressKey } from '../src/clientAddress';
import type { ServiceConfig } from '../src/config';
import { startService, type RunningService } from '../src/service';
import type { ApiError, Proposal, ProposalList } from '../src/types';
import { voterTokens } from '../src/voterTokens';
import { expectApiError, testConfig } from './support/apiSuite';
import { ADMIN_TOKEN, client } from './support/http';
import { freshDataDir } from './support/pgliteTemplate';

let dataDir: string;
/** One service over one data directory for every case, each case with an app of its own settings. */
let shared: RunningService | undefined;

beforeAll(() => {
  dataDir = freshDataDir();
});
afterAll(async () => {
  await shared?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type App = { url: string; db: RunningService['db'] };

async function withService<T>(overrides: Partial<ServiceConfig>, work: (app: App) => Promise<T>) {
  shared ??= await startService(testConfig({ dataDir }));
  // Daily limits live in the database: each case starts with none used.
  await shared.db.query('DELETE FROM address_usage');
  const app = await buildApp({ db: shared.db, config: testConfig({ dataDir: '' }, overrides) });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await work({ url, db: shared.db });
  } finally {
    await app.close();
  }
}

const limits = (overrides: Partial<ServiceConfig['rateLimit']>) => ({
  rateLimit: { ...testConfig({ dataDir: '' }).rateLimit, ...overrides },
});

const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 254) + 1).join('.');

describe('forwarding headers', () => {
  for (const [name, trustProxy] of [
    ['a proxy trusted by address', ['127.0.0.1']],
    ['one trusted hop', 1],
  ] as [string, ServiceConfig['trustProxy']][]) {
    it(`behind ${name}, a client that makes up X-Forwarded-For addresses is still one client`, async () => {
      await withService({ trustProxy, ...limits({ perAddress: 10 }) }, async ({ url }) => {
        const request = client(url);
        const statuses: number[] = [];
        for (let i = 0; i < 25; i += 1) {
          // What nginx forwards with $proxy_add_x_forwarded_for: the client's own header, then the address it saw.
          const forwarded = `${randomAddress()}, ${randomAddress()}, 203.0.113.7`;
          const response = await request('GET', '/proposals', { headers: { 'x-forwarded-for': forwarded } });
          statuses.push(response.status);
          if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        }
        expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(15).fill(429)]);
        // Another client behind the same proxy has a budget of its own.
        const other = await request('GET', '/proposals', { headers: { 'x-forwarded-for': '198.51.100.2' } });
        expect(other.status).toBe(200);
      });
    });
  }

  it('without a trusted proxy, X-Forwarded-For is ignored: the connection is the client', async () => {
    await withService(limits({ perAddress: 5 }), async ({ url }) => {
      const request = client(url);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const response = await request('GET', '/health', { headers: { 'x-forwarded-for': randomAddress() } });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    });
  });

  it('counts an IPv6 client by its /64, so fresh addresses from one network do not reset its budget', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    await withService({ trustProxy: ['127.0.0.1'], ...limits({ perAddress: 3 }) }, async ({ url }) => {
      const request = client(url);
      const statuses = [];
      for (let i = 1; i <= 5; i += 1) {
        const forwarded = `2001:db8:7:7:${i.toString(16)}::${i}`;
        statuses.push((await request('GET', '/health', { headers: { 'x-forwarded-for': forwarded } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });
  });
});

describe('bursts over the limits', () => {
  it('answers exactly the allowed number of a concurrent burst, and every 429 says when to retry', async () => {
    await withService(limits({ perAddress: 20 }), async ({ url }) => {
      const request = client(url);
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) => request('GET', i % 3 ? '/proposals' : '/no-such-route')),
      );
      const limited = responses.filter((r) => r.status === 429);
      expect(responses.length - limited.length).toBe(20);
      expect(limited).toHaveLength(40);
      for (const response of limited) {
        expectApiError(response, 429, 'rate_limited');
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
  });

  it('hands out no more tokens, and counts no more votes, than the daily limits in a concurrent burst', async () => {
    await withService(limits({ tokensPerAddressPerDay: 4, votesPerAddressPerProposalPerDay: 3 }), async (service) => {
      const request = client(service.url);
      const { id } = (
        await request<Proposal>('POST', '/proposals', {
          admin: true,
          json: { title: 'Burst target', description: 'Voted for by a burst.' },
        })
      ).body;
      const issued = await Promise.all(Array.from({ length: 12 }, () => request('POST', '/voter-tokens')));
      expect(issued.filter((r) => r.status === 201)).toHaveLength(4);
      for (const response of issued.filter((r) => r.status !== 201)) {
        expect(response.status).toBe(429);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // Tokens made with the stored secret, as if gathered from many addresses, all voting from this one.
      const [stored] = await service.db.query<{ value: string }>('SELECT value FROM service_secrets');
      const signer = voterTokens(stored!.value);
      const votes = await Promise.all(
        Array.from({ length: 10 }, () => request('POST', `/proposals/${id}/vote`, { token: signer.issue() })),
      );
      expect(votes.filter((r) => r.status === 201)).toHaveLength(3);
      expect(votes.filter((r) => r.status === 429 && Number(r.headers.get('retry-after')) > 0)).toHaveLength(7);
      const { body } = await request<ProposalList>('GET', '/proposals');
      expect(body.proposals.find((p) => p.id === id)?.votes).toBe(3);
    });
  });
});

type RawExchange = { response: string; closedAfterMs: number };

/** Sends `head`, then `body` one byte every `intervalMs`; resolves when the server answers or hangs up. */
function trickle(url: string, head: string, body: string, intervalMs: number): Promise<RawExchange> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), '127.0.0.1');
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => (response += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      socket.write(head);
      let sent = 0;
      timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
      }, intervalMs);
    });
    setTimeout(() => reject(new Error(`still open after 20 s; got: ${response}`)), 20_000).unref();
  });
}

describe('slow requests', () => {
  it('cuts off a body sent a byte at a time, and a request whose headers never end, at the time limit', async () => {
    await withService({ requestTimeoutMs: 1000 }, async ({ url }) => {
      const body = JSON.stringify({ title: 'Slowly', description: 'One byte at a time.' });
      const slowBody = trickle(
        url,
        `POST /proposals HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ADMIN_TOKEN}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
        250,
      );
      const slowHeaders = trickle(url, 'GET /proposals HTTP/1.1\r\n', 'X-Padding: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 250);
      // Meanwhile the service answers everyone else.
      expect((await client(url)('GET', '/health')).status).toBe(200);
      for (const exchange of await Promise.all([slowBody, slowHeaders])) {
        expect(exchange.response).toMatch(/^HTTP\/1\.1 408/);
        // Answered in JSON like every refusal, not in Node's plain text.
        expect(exchange.response).toMatch(/\r\ncontent-type: application\/json/i);
        const body = JSON.parse(exchange.response.slice(exchange.response.indexOf('\r\n\r\n') + 4)) as ApiError;
        expect(body).toEqual({
          statusCode: 408,
          code: 'request_timeout',
          error: 'Request Timeout',
          message: expect.any(String),
        });
        expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(900);
        // Cut off at the limit (checked every 0.5 s), not 150 s later; slack for a loaded machine.
        expect(exchange.closedAfterMs).toBeLessThan(5000);
      }
      const { body: list } = await client(url)<ProposalList>('GET', '/proposals');
      expect(list.proposals.map((p) => p.title)).not.toContain('Slowly');
    });
  });
});
