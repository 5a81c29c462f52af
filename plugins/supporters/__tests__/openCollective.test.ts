import { fetchSupporters, mergeBySlug, monthlyAverages, PAGE_SIZE, retryDelay, toSupporter } from '../openCollective';

const NOW = Date.parse('2026-11-23T12:00:00Z');

type Reply = { status?: number; headers?: Record<string, string>; body?: unknown };

/** A fake Open Collective API answering queued replies, recording the requests. */
function fakeApi(replies: Reply[]) {
  const requests: { query: string; variables: Record<string, unknown> }[] = [];
  const fetch = jest.fn(async (_url: string, init: { body: string }) => {
    requests.push(JSON.parse(init.body));
    const reply = replies.shift();
    if (!reply) throw new Error('unexpected request');
    const headers = new Map(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      ok: (reply.status ?? 200) < 400,
      status: reply.status ?? 200,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      json: async () => reply.body,
    };
  });
  return { fetch, requests };
}

const member = (slug: unknown, cents: unknown, createdAt = '2024-01-01T00:00:00Z', extra: object = {}) => ({
  createdAt,
  totalDonations: { valueInCents: cents, currency: 'USD' },
  account: {
    slug,
    name: `Name of ${String(slug)}`,
    website: 'https://example.org',
    imageUrl: 'https://images.example.org/a.png',
    ...extra,
  },
});
const membersPage = (totalCount: number, nodes: object[]): Reply => ({
  body: { data: { account: { members: { totalCount, nodes } } } },
});
const transactionsPage = (totalCount: number, nodes: object[]): Reply => ({
  body: { data: { transactions: { totalCount, nodes } } },
});

describe('Open Collective sync', () => {
  it('pages through members and transactions', async () => {
    const first = Array.from({ length: PAGE_SIZE }, (_, i) => member(`m${i}`, 1000 + i));
    const second = [member('last', 500)];
    const api = fakeApi([
      membersPage(PAGE_SIZE + 1, first),
      membersPage(PAGE_SIZE + 1, second),
      transactionsPage(2, [
        { amount: { valueInCents: 1200 }, fromAccount: { slug: 'last' } },
        { amount: { valueInCents: 2400 }, fromAccount: { slug: 'last' } },
      ]),
    ]);
    const { supporters } = await fetchSupporters({ fetch: api.fetch, now: NOW, sleep: async () => {} });
    expect(supporters).toHaveLength(PAGE_SIZE + 1);
    expect(api.requests.map((r) => r.variables.offset)).toEqual([0, PAGE_SIZE, 0]);
    expect(api.requests[2]!.variables.dateFrom).toBe('2025-11-23T12:00:00.000Z');
    expect(supporters.find((s) => s.slug === 'last')).toMatchObject({ totalCents: 500, monthlyCents: 300 });
  });

  it('waits as long as a rate-limited answer says, then retries', async () => {
    const sleep = jest.fn(async () => {});
    const api = fakeApi([
      { status: 429, headers: { 'Retry-After': '7' } },
      membersPage(1, [member('a', 100)]),
      { status: 429, headers: { 'X-RateLimit-Reset': String(NOW / 1000 + 3) } },
      transactionsPage(0, []),
    ]);
    await fetchSupporters({ fetch: api.fetch, now: NOW, sleep });
    expect(sleep.mock.calls).toEqual([[7000], [3000]]);
  });

  it('retries failures a bounded number of times', async () => {
    const api = fakeApi([{ status: 502 }, { status: 502 }, { status: 502 }]);
    await expect(fetchSupporters({ fetch: api.fetch, now: NOW, sleep: async () => {}, retries: 2 })).rejects.toThrow(
      /502 after 3 attempts/,
    );
  });

  it('rejects malformed records and merges duplicates by slug', async () => {
    const api = fakeApi([
      membersPage(6, [
        member('ok', 5000, '2024-05-01T00:00:00Z'),
        member('ok', 9000, '2024-02-01T00:00:00Z'),
        member('', 100),
        member('bad-amount', -5),
        member('bad-date', 100, 'not a date'),
        { ...member('euro', 100), totalDonations: { valueInCents: 100, currency: 'EUR' } },
      ]),
      transactionsPage(0, []),
    ]);
    const { supporters, rejected } = await fetchSupporters({ fetch: api.fetch, now: NOW, sleep: async () => {} });
    expect(supporters).toEqual([
      expect.objectContaining({ slug: 'ok', totalCents: 9000, firstDonationAt: '2024-02-01T00:00:00.000Z' }),
    ]);
    expect(rejected).toHaveLength(4);
  });

  it('keeps only http(s) links and falls back to the slug for a missing name', () => {
    expect(toSupporter(member('x', 1, undefined, { name: ' ', website: 'javascript:alert(1)' }))).toMatchObject({
      name: 'x',
    });
    expect(toSupporter(member('x', 1, undefined, { website: 'javascript:alert(1)' }))).not.toHaveProperty('website');
  });

  it('averages the positive amounts of the last year per month', () => {
    const averages = monthlyAverages([
      { amount: { valueInCents: 600 }, fromAccount: { slug: 'a' } },
      { amount: { valueInCents: -600 }, fromAccount: { slug: 'a' } },
      { amount: { valueInCents: 600 }, fromAccount: { slug: 'a' } },
    ]);
    expect(averages.get('a')).toBe(100);
  });

  it('computes retry delays from either header, with a backoff without them', () => {
    const headers = (h: Record<string, string>) => ({ get: (n: string) => h[n] ?? null });
    expect(retryDelay(headers({ 'retry-after': '2' }), NOW, 0)).toBe(2000);
    expect(retryDelay(headers({}), NOW, 2)).toBe(4000);
  });

  it('merges records by slug', () => {
    expect(mergeBySlug([])).toEqual([]);
  });
});
