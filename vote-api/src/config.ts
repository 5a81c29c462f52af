/** The service's settings, read from the environment once at start (see vote-api/README.md). */
import net from 'node:net';
import path from 'node:path';

export type RateLimits = {
  /** Requests per window from one client address, on every route (unknown ones and /health included). */
  perAddress: number;
  /** Votes and unvotes per window from one voter token. */
  perToken: number;
  windowMs: number;
  /** Voter tokens issued to one client address per UTC day. */
  tokensPerAddressPerDay: number;
  /** Votes accepted from one client address for one proposal per UTC day, whatever the tokens. */
  votesPerAddressPerProposalPerDay: number;
};

/**
 * Which proxies may tell the client's address in X-Forwarded-For: none, the
 * proxies at the given addresses (IPs, CIDR ranges, or `loopback`), or the nearest
 * `hops` addresses. Never "every address": a client could then name any address it likes.
 */
export type TrustedProxies = false | number | string[];

export type ServiceConfig = {
  host: string;
  port: number;
  /** PGlite data directory, used when no databaseUrl is given. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL replaces the embedded database. */
  databaseUrl?: string;
  /** Bearer token of the admin endpoints; they answer 403 while it is unset. */
  adminToken?: string;
  /** Key that signs voter tokens; generated and stored in the database on first start when unset. */
  tokenSecret?: string;
  /** Browser origins allowed by CORS. */
  allowedOrigins: string[];
  bodyLimit: number;
  rateLimit: RateLimits;
  trustProxy: TrustedProxies;
  /** Longest time a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** Longest time a stop waits for requests in flight before closing anyway. */
  shutdownTimeoutMs: number;
  logLevel: string;
};

export const DEFAULT_PORT = 3030;
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '.data');
/** The site served by `npm run serve` and `npm start`, and the end-to-end test server. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://127.0.0.1:4173'];
/** Proposals are a few hundred bytes; anything much larger is not a proposal. */
export const BODY_LIMIT_BYTES = 16 * 1024;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  perAddress: 300,
  perToken: 60,
  windowMs: 60_000,
  tokensPerAddressPerDay: 20,
  votesPerAddressPerProposalPerDay: 10,
};
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/** HMAC-SHA256 keys shorter than this are too easy to guess. */
export const MIN_TOKEN_SECRET_LENGTH = 32;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  }
  return value;
}

function list(raw: string | undefined): string[] | undefined {
  const items = raw
    ?.split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

/** Names of address ranges that the proxy-addr module behind Fastify knows. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address, bits, ...rest] = item.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** VOTE_TRUST_PROXY: unset or 0 (no proxy), a number of proxy hops, or a list of proxy addresses and ranges. */
export function readTrustedProxies(raw: string | undefined): TrustedProxies {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^(true|yes|all|\*)$/i.test(value)) {
    throw new Error(
      `VOTE_TRUST_PROXY=${value} would trust every X-Forwarded-For a client sends, so any client could pick its ` +
        'address and escape the limits: give the number of proxies in front of the service (1 for one nginx) ' +
        'or their addresses (127.0.0.1,10.0.0.0/8)',
    );
  }
  const items = value.split(',').map((item) => item.trim());
  const bad = items.filter((item) => !isAddressOrRange(item));
  if (bad.length > 0) {
    throw new Error(
      `VOTE_TRUST_PROXY must be proxy addresses, CIDR ranges (or loopback, linklocal, uniquelocal) or a number of ` +
        `hops; not: ${bad.join(', ')}`,
    );
  }
  return items;
}

function tokenSecret(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < MIN_TOKEN_SECRET_LENGTH) {
    throw new Error(`VOTE_TOKEN_SECRET must be at least ${MIN_TOKEN_SECRET_LENGTH} characters long`);
  }
  return raw;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return {
    host: env.VOTE_API_HOST || '127.0.0.1',
    port: integer(env, 'VOTE_API_PORT', DEFAULT_PORT),
    dataDir: path.resolve(env.VOTE_DATA_DIR || DEFAULT_DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    adminToken: env.VOTE_ADMIN_TOKEN || undefined,
    tokenSecret: tokenSecret(env.VOTE_TOKEN_SECRET),
    allowedOrigins: list(env.VOTE_ALLOWED_ORIGIN) ?? DEFAULT_ALLOWED_ORIGINS,
    bodyLimit: BODY_LIMIT_BYTES,
    rateLimit: {
      perAddress: integer(env, 'VOTE_RATE_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress, 1),
      perToken: integer(env, 'VOTE_RATE_LIMIT_PER_TOKEN', DEFAULT_RATE_LIMITS.perToken, 1),
      windowMs: DEFAULT_RATE_LIMITS.windowMs,
      tokensPerAddressPerDay: integer(
        env,
        'VOTE_TOKENS_PER_ADDRESS_PER_DAY',
        DEFAULT_RATE_LIMITS.tokensPerAddressPerDay,
        1,
      ),
      votesPerAddressPerProposalPerDay: integer(
        env,
        'VOTE_VOTES_PER_ADDRESS_PER_DAY',
        DEFAULT_RATE_LIMITS.votesPerAddressPerProposalPerDay,
        1,
      ),
    },
    trustProxy: readTrustedProxies(env.VOTE_TRUST_PROXY),
    requestTimeoutMs: integer(env, 'VOTE_REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 100),
    shutdownTimeoutMs: integer(env, 'VOTE_SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS, 0),
    logLevel: env.VOTE_LOG_LEVEL || 'info',
  };
}
