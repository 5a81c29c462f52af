import {
  DEFAULT_ALLOWED_ORIGINS,
  DEFAULT_DATA_DIR,
  DEFAULT_PORT,
  DEFAULT_RATE_LIMITS,
  readConfig,
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
      rateLimit: DEFAULT_RATE_LIMITS,
      trustProxy: false,
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
      VOTE_TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 4000,
      dataDir: '/var/lib/vote',
      databaseUrl: 'postgresql://vote@db/vote',
      adminToken: 'secret',
      allowedOrigins: ['https://webpack.js.org', 'https://preview.webpack.js.org'],
      rateLimit: { perAddress: 50, perToken: 5 },
      trustProxy: true,
    });
  });

  it('refuses numbers that are not numbers', () => {
    expect(() => readConfig({ VOTE_API_PORT: 'eighty' })).toThrow(/VOTE_API_PORT/);
    expect(() => readConfig({ VOTE_RATE_LIMIT_PER_TOKEN: '-1' })).toThrow(/VOTE_RATE_LIMIT_PER_TOKEN/);
  });
});
