/**
 * Reads webpack's supporters from the Open Collective GraphQL API: members with
 * their total donations and first donation date, and the last year's incoming
 * transactions for the monthly average. Pages through both lists, waits when
 * the API says it is rate limited, retries passing failures, rejects malformed
 * records and merges duplicates by slug.
 */
import type { Supporter } from '../../src/types/supporters';

export const API_URL = 'https://api.opencollective.com/graphql/v2';
export const PAGE_SIZE = 100;

type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}>;

export type ClientOptions = {
  fetch?: Fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: number;
  account?: string;
  retries?: number;
  log?: (message: string) => void;
};

const MEMBERS_QUERY = `query Members($slug: String!, $limit: Int!, $offset: Int!) {
  account(slug: $slug) {
    members(role: [BACKER], limit: $limit, offset: $offset) {
      totalCount
      nodes {
        createdAt
        totalDonations { valueInCents currency }
        account { slug name website imageUrl }
      }
    }
  }
}`;

const TRANSACTIONS_QUERY = `query Transactions($slug: String!, $limit: Int!, $offset: Int!, $dateFrom: DateTime!) {
  transactions(account: { slug: $slug }, type: CREDIT, limit: $limit, offset: $offset, dateFrom: $dateFrom) {
    totalCount
    nodes { amount { valueInCents currency } fromAccount { slug } }
  }
}`;

/** How long to wait before retrying a rate-limited request, from the response headers (ms). */
export function retryDelay(headers: { get(name: string): string | null }, now: number, attempt: number): number {
  const retryAfter = headers.get('retry-after');
  if (retryAfter && /^\d+$/.test(retryAfter.trim())) return Number(retryAfter) * 1000;
  if (retryAfter && !Number.isNaN(Date.parse(retryAfter))) return Math.max(0, Date.parse(retryAfter) - now);
  const reset = headers.get('x-ratelimit-reset');
  if (reset && /^\d+$/.test(reset.trim())) return Math.max(0, Number(reset) * 1000 - now);
  return 1000 * 2 ** attempt;
}

export function createClient(options: ClientOptions = {}) {
  const doFetch = options.fetch ?? (globalThis.fetch as unknown as Fetch);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const retries = options.retries ?? 4;
  const log = options.log ?? (() => {});

  async function query<T>(queryText: string, variables: Record<string, unknown>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      let response;
      try {
        response = await doFetch(API_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ query: queryText, variables }),
        });
      } catch (error) {
        if (attempt >= retries) throw error;
        await sleep(1000 * 2 ** attempt);
        continue;
      }
      if (response.status === 429 || response.status >= 500) {
        if (attempt >= retries)
          throw new Error(`Open Collective answered ${response.status} after ${attempt + 1} attempts`);
        const wait = retryDelay(response.headers, options.now ?? Date.now(), attempt);
        log(`Open Collective answered ${response.status}; waiting ${wait} ms`);
        await sleep(wait);
        continue;
      }
      if (!response.ok) throw new Error(`Open Collective answered ${response.status}`);
      const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(`Open Collective: ${body.errors.map((e) => e.message).join('; ')}`);
      return body.data as T;
    }
  }

  /** Every page of a paginated list. */
  async function all<N>(fetchPage: (offset: number) => Promise<{ totalCount: number; nodes: N[] }>): Promise<N[]> {
    const nodes: N[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await fetchPage(offset);
      nodes.push(...page.nodes);
      if (page.nodes.length === 0 || offset + PAGE_SIZE >= page.totalCount) return nodes;
    }
  }

  return { query, all };
}

type MemberNode = {
  createdAt?: unknown;
  totalDonations?: { valueInCents?: unknown; currency?: unknown };
  account?: { slug?: unknown; name?: unknown; website?: unknown; imageUrl?: unknown };
};
type TransactionNode = { amount?: { valueInCents?: unknown; currency?: unknown }; fromAccount?: { slug?: unknown } };

/** A valid supporter from a member record, or the reason it is rejected. */
export function toSupporter(node: MemberNode): Supporter | string {
  const account = node.account ?? {};
  if (typeof account.slug !== 'string' || !/^[\w.-]+$/.test(account.slug))
    return `bad slug ${JSON.stringify(account.slug)}`;
  const cents = node.totalDonations?.valueInCents;
  if (typeof cents !== 'number' || !Number.isFinite(cents) || cents < 0)
    return `${account.slug}: bad total ${JSON.stringify(cents)}`;
  if (node.totalDonations?.currency !== undefined && node.totalDonations.currency !== 'USD') {
    return `${account.slug}: amount in ${String(node.totalDonations.currency)}, not USD`;
  }
  if (typeof node.createdAt !== 'string' || Number.isNaN(Date.parse(node.createdAt)))
    return `${account.slug}: bad date`;
  const url = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : undefined);
  return {
    slug: account.slug,
    name: typeof account.name === 'string' && account.name.trim() ? account.name.trim() : account.slug,
    ...(url(account.website) ? { website: url(account.website) } : {}),
    ...(url(account.imageUrl) ? { avatar: url(account.imageUrl) } : {}),
    totalCents: Math.round(cents),
    monthlyCents: 0,
    firstDonationAt: new Date(node.createdAt).toISOString(),
  };
}

/** One record per slug: the largest total and the earliest first donation. */
export function mergeBySlug(supporters: readonly Supporter[]): Supporter[] {
  const bySlug = new Map<string, Supporter>();
  for (const supporter of supporters) {
    const seen = bySlug.get(supporter.slug);
    if (!seen) bySlug.set(supporter.slug, supporter);
    else {
      bySlug.set(supporter.slug, {
        ...(seen.totalCents >= supporter.totalCents ? seen : supporter),
        firstDonationAt:
          seen.firstDonationAt < supporter.firstDonationAt ? seen.firstDonationAt : supporter.firstDonationAt,
      });
    }
  }
  return [...bySlug.values()];
}

/** Average monthly amount per slug: the positive amounts of the last 12 months, divided by 12. */
export function monthlyAverages(transactions: readonly TransactionNode[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const t of transactions) {
    const slug = t.fromAccount?.slug;
    const cents = t.amount?.valueInCents;
    if (typeof slug !== 'string' || typeof cents !== 'number' || cents <= 0) continue;
    sums.set(slug, (sums.get(slug) ?? 0) + cents);
  }
  return new Map([...sums].map(([slug, sum]) => [slug, Math.round(sum / 12)]));
}

export async function fetchSupporters(
  options: ClientOptions = {},
): Promise<{ supporters: Supporter[]; rejected: string[] }> {
  const client = createClient(options);
  const slug = options.account ?? 'webpack';
  const now = options.now ?? Date.now();
  const members = await client.all<MemberNode>(async (offset) => {
    const data = await client.query<{ account: { members: { totalCount: number; nodes: MemberNode[] } } }>(
      MEMBERS_QUERY,
      {
        slug,
        limit: PAGE_SIZE,
        offset,
      },
    );
    return data.account.members;
  });
  const dateFrom = new Date(now - 365 * 24 * 60 * 60 * 1000).toISOString();
  const transactions = await client.all<TransactionNode>(async (offset) => {
    const data = await client.query<{ transactions: { totalCount: number; nodes: TransactionNode[] } }>(
      TRANSACTIONS_QUERY,
      {
        slug,
        limit: PAGE_SIZE,
        offset,
        dateFrom,
      },
    );
    return data.transactions;
  });
  const rejected: string[] = [];
  const valid: Supporter[] = [];
  for (const node of members) {
    const result = toSupporter(node);
    if (typeof result === 'string') rejected.push(result);
    else valid.push(result);
  }
  const monthly = monthlyAverages(transactions);
  const supporters = mergeBySlug(valid).map((s) => ({ ...s, monthlyCents: monthly.get(s.slug) ?? 0 }));
  return { supporters, rejected };
}
