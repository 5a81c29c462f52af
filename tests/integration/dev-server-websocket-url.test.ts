/**
 * The DevServer page's `client.webSocketURL` examples against the browser
 * client of the installed webpack-dev-server 5: the client's own
 * `createSocketURL` (read from `client/index.js`) turns each object form, as
 * the server passes it on (one query parameter per property), into the URL the
 * page connects to.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readPage } from './webpackProject';

const rootRequire = createRequire(path.join(__dirname, '../../package.json'));
const clientSource = fs.readFileSync(
  path.join(path.dirname(rootRequire.resolve('webpack-dev-server/package.json')), 'client/index.js'),
  'utf8',
);

type Location = { protocol: string; hostname: string; port: string };
type CreateSocketURL = (parsed: Record<string, string>) => string;

/** The client's `formatURL` and `createSocketURL`, run with `self.location` set to the page's address. */
function clientFor(location: Location): CreateSocketURL {
  const start = clientSource.indexOf('var formatURL = function');
  const end = clientSource.indexOf('var socketURL = createSocketURL(');
  if (start < 0 || end < start) throw new Error('createSocketURL not found in the webpack-dev-server client');
  // The installed client's code is what is under test.
  return new Function('self', `${clientSource.slice(start, end)}\nreturn createSocketURL;`)({
    location,
  }) as CreateSocketURL;
}

/** The query the server adds to the client entry: every property as a string, '' pathname when unset. */
const asQuery = (url: Record<string, string | number>) =>
  Object.fromEntries(Object.entries({ pathname: '', ...url }).map(([k, v]) => [k, String(v)]));

const httpPage = clientFor({ protocol: 'http:', hostname: 'localhost', port: '8080' });
const httpsPage = clientFor({ protocol: 'https:', hostname: 'app.example.test', port: '' });

describe('client.webSocketURL in the object form', () => {
  it("protocol 'auto:' follows the page; 'auto' without the colon gives a URL that cannot connect", () => {
    const url = { hostname: '0.0.0.0', port: 0, pathname: '/dev-server/ws' };
    expect(httpPage(asQuery({ ...url, protocol: 'auto:' }))).toBe('ws://localhost:8080/dev-server/ws');
    expect(httpsPage(asQuery({ ...url, protocol: 'auto:' }))).toBe('wss://app.example.test/dev-server/ws');
    expect(httpPage(asQuery({ ...url, protocol: 'auto' }))).toBe('auto://localhost:8080/dev-server/ws');
  });

  it('changes only the properties it sets: a published port', () => {
    expect(httpPage(asQuery({ protocol: 'ws:', hostname: 'localhost', port: 3000 }))).toBe('ws://localhost:3000/ws');
  });

  it('adds username and password to the URL', () => {
    const url = {
      protocol: 'wss',
      hostname: 'review-42.example.test',
      port: 443,
      username: 'reviewer',
      password: 'pw',
    };
    expect(httpsPage(asQuery(url))).toBe('wss://reviewer:pw@review-42.example.test:443/ws');
  });

  it('is what the DevServer page recommends', () => {
    const { source } = readPage('docs/configuration/dev-server.mdx');
    expect(source).toContain("protocol: 'auto:'");
    expect(source).not.toMatch(/protocol: 'auto',/);
  });
});
