/** The service's settings, read from the environment once at start (see vote-api/README.md). */
import path from 'node:path';

export type RateLimits = {
  /** Requests per window from one client address, on every route. */
  perAddress: number;
  /** Votes and unvotes per window from one voter token. */
  perToken: number;
  windowMs: number;
};

export type ServiceConfig = {
  host: string;
  port: number;
  /** PGlite data directory, used when no databaseUrl is given. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL replaces the embedded database. */
  databaseUrl?: string;
  /** Bearer token of the admin endpoints; they answer 403 while it is unset. */
  adminToken?: string;
  /** Browser origins allowed by CORS. */
  allowedOrigins: string[];
  bodyLimit: number;
  rateLimit: RateLimits;
  /** Trust X-Forwarded-For (behind a reverse proxy) for the client address. */
  trustProxy: boolean;
  logLevel: string;
};

export const DEFAULT_PORT = 3030;
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '.data');
/** The site served by `npm run serve` and `npm start`, and the end-to-end test server. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://127.0.0.1:4173'];
/** Proposals are a few hundred bytes; anything much larger is not a proposal. */
export const BODY_LIMIT_BYTES = 16 * 1024;
export const DEFAULT_RATE_LIMITS: RateLimits = { perAddress: 300, perToken: 60, windowMs: 60_000 };

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return {
    host: env.VOTE_API_HOST || '127.0.0.1',
    port: positiveInteger(env, 'VOTE_API_PORT', DEFAULT_PORT),
    dataDir: path.resolve(env.VOTE_DATA_DIR || DEFAULT_DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    adminToken: env.VOTE_ADMIN_TOKEN || undefined,
    allowedOrigins: list(env.VOTE_ALLOWED_ORIGIN) ?? DEFAULT_ALLOWED_ORIGINS,
    bodyLimit: BODY_LIMIT_BYTES,
    rateLimit: {
      perAddress: positiveInteger(env, 'VOTE_RATE_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress),
      perToken: positiveInteger(env, 'VOTE_RATE_LIMIT_PER_TOKEN', DEFAULT_RATE_LIMITS.perToken),
      windowMs: DEFAULT_RATE_LIMITS.windowMs,
    },
    trustProxy: env.VOTE_TRUST_PROXY === '1' || env.VOTE_TRUST_PROXY === 'true',
    logLevel: env.VOTE_LOG_LEVEL || 'info',
  };
}
