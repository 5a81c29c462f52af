import {
  DEFAULT_ALLOWED_ORIGINS,
  DEFAULT_DATA_DIR,
  DEFAULT_PORT,
  DEFAULT_RATE_LIMITS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  readConfig,
  readTrustedProxies,
} from '../src/config';

describe('readConfig', () => {
  it('listens on loopback with the embedded database by default', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: DEFAULT_PORT,
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: undefined,
      adminToken: undefined,
      allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
      tokenSecret: undefined,
      rateLimit: DEFAULT_RATE_LIMITS,
      trustProxy: false,
      requestTimeoutMs: DEFAULT_REQUEST_TIMEOUT_MS,
    });
    expect(DEFAULT_DATA_DIR).toMatch(/vote-api[/\\]\.data$/);
    expect(DEFAULT_ALLOWED_ORIGINS).toEqual(expect.arrayContaining(['http://127.0.0.1:3000', 'http://127.0.0.1:4173']));
  });

  it('reads the environment', () => {
    const config = readConfig({
      VOTE_API_PORT: '4000',
      VOTE_DATA_DIR: '/var/lib/vote',
      DATABASE_URL: 'postgresql://vote@db/vote',
      VOTE_ADMIN_TOKEN: 'secret',
      VOTE_ALLOWED_ORIGIN: 'https://webpack.js.org/, https://preview.webpack.js.org',
      VOTE_RATE_LIMIT_PER_ADDRESS: '50',
      VOTE_RATE_LIMIT_PER_TOKEN: '5',
      VOTE_TOKENS_PER_ADDRESS_PER_DAY: '7',
      VOTE_VOTES_PER_ADDRESS_PER_DAY: '2',
      VOTE_TOKEN_SECRET: 'k'.repeat(40),
      VOTE_TRUST_PROXY: '127.0.0.1',
      VOTE_REQUEST_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      port: 4000,
      dataDir: '/var/lib/vote',
      databaseUrl: 'postgresql://vote@db/vote',
      adminToken: 'secret',
      allowedOrigins: ['https://webpack.js.org', 'https://preview.webpack.js.org'],
      rateLimit: { perAddress: 50, perToken: 5, tokensPerAddressPerDay: 7, votesPerAddressPerProposalPerDay: 2 },
      tokenSecret: 'k'.repeat(40),
      trustProxy: ['127.0.0.1'],
      requestTimeoutMs: 2500,
    });
  });

  it('trusts proxies by address or by a number of hops, never every address', () => {
    expect(readTrustedProxies(undefined)).toBe(false);
    expect(readTrustedProxies('0')).toBe(false);
    expect(readTrustedProxies('1')).toBe(1);
    expect(readTrustedProxies('127.0.0.1, 10.0.0.0/8, ::1, loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const all of ['true', 'all', '*']) expect(() => readTrustedProxies(all)).toThrow(/every X-Forwarded-For/);
    expect(() => readTrustedProxies('nginx.local')).toThrow(/not: nginx\.local/);
    expect(() => readTrustedProxies('10.0.0.0/33')).toThrow(/not: 10\.0\.0\.0\/33/);
  });

  it('refuses a token secret too short to be safe', () => {
    expect(() => readConfig({ VOTE_TOKEN_SECRET: 'short' })).toThrow(/VOTE_TOKEN_SECRET/);
  });

  it('refuses numbers that are not numbers', () => {
    expect(() => readConfig({ VOTE_API_PORT: 'eighty' })).toThrow(/VOTE_API_PORT/);
    expect(() => readConfig({ VOTE_RATE_LIMIT_PER_TOKEN: '-1' })).toThrow(/VOTE_RATE_LIMIT_PER_TOKEN/);
  });
});
