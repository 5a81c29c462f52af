/**
 * @jest-environment node
 *
 * The old URLs' list (config/redirects.ts) can be served as it is, and deploy/nginx.conf answers exactly that list.
 */
import fs from 'node:fs';
import { REDIRECTS, redirectProblems } from '../../../config/redirects';
import { NGINX_CONF, nginxMapEntries, withRedirects } from '../nginxRedirects';

describe('the list of old URLs', () => {
  it("holds webpack.js.org's redirects that are not pages here, and the version 4 root", () => {
    const froms = REDIRECTS.map((redirect) => redirect.from);
    expect(froms).toEqual(
      expect.arrayContaining(['/support/', '/get-started/', '/concepts/mode/', '/migrating/', '/v4/']),
    );
    expect(froms).toEqual(expect.arrayContaining(['/guides/why-webpack/', '/api/plugins/compiler/']));
    expect(REDIRECTS).toHaveLength(32);
  });

  it('has no problem: plain absolute paths, each redirected once, straight to a page', () => {
    expect(redirectProblems(REDIRECTS)).toEqual([]);
  });

  it('names the problems of a list that cannot be served', () => {
    expect(
      redirectProblems([
        { from: '/a', to: '/b/' },
        { from: '/c/', to: '/d/#part' },
        { from: '/e/', to: '/f/' },
        { from: '/e/', to: '/g/' },
        { from: '/h/', to: '/e/' },
        { from: '/i j/', to: '/i/' },
      ]),
    ).toEqual([
      '/a: "from" must be an absolute path ending in "/"',
      '/c/: "to" (/d/#part) must be a path of this site ending in "/"',
      '/e/: listed twice',
      '/i j/: "from" must be an absolute path ending in "/"',
      '/h/: "to" (/e/) is redirected too',
    ]);
  });
});

describe('deploy/nginx.conf', () => {
  it('matches each old path with and without its slash, and its index.html, to its target', () => {
    expect(nginxMapEntries([{ from: '/api/plugins/compiler/', to: '/api/compiler-hooks/' }])).toEqual([
      '~^/api/plugins/compiler(/|/index\\.html)?$ /api/compiler-hooks/;',
    ]);
    expect(nginxMapEntries([{ from: '/a.b/', to: '/c/' }])).toEqual(['~^/a\\.b(/|/index\\.html)?$ /c/;']);
  });

  it('refuses a list with problems instead of writing it', () => {
    expect(() => nginxMapEntries([{ from: '/x/', to: '/x/' }])).toThrow(/redirects to itself/);
  });

  it('is up to date with config/redirects.ts (run `npm run redirects:nginx` when this fails)', () => {
    const conf = fs.readFileSync(NGINX_CONF, 'utf8');
    expect(conf).toBe(withRedirects(conf));
    for (const { to } of REDIRECTS) expect(conf).toContain(` ${to};`);
  });

  it('replaces only the lines between the markers', () => {
    const conf = fs.readFileSync(NGINX_CONF, 'utf8');
    const emptied = withRedirects(conf, []);
    expect(emptied).not.toContain('/contribute/;');
    expect(withRedirects(emptied)).toBe(conf);
  });
});
