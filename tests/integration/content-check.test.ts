/**
 * A writer's mistakes, in a scratch copy of the site: `npm run content:check -- --changed` reports each of them at
 * its place in the file, all at once, with the build's own rules (its MDX options, its remark plugins); `docusaurus
 * build` stops on the same content rules before it bundles anything, naming the files.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copySite, docusaurusBin } from './siteCopy';

const tsx = path.resolve(__dirname, '../../node_modules/tsx/dist/cli.mjs');

/** The pages a writer adds, with their mistakes. */
const MISTAKES: Record<string, string> = {
  'docs/guides/mistakes.mdx': [
    '---',
    'sortt: 30',
    'contributers:',
    '  - octocat',
    '---',
    '',
    'See [output](/concepts/outpt/) and [its filename](/configuration/output/#outputfilenme).',
    '',
    '```jsxx',
    'const a = <p />;',
    '```',
    '',
    '```js title="webpack.config.js" validate',
    "module.exports = { mode: 'prod' };",
    '```',
    '',
    'The rest is TBD.',
    '',
  ].join('\n'),
  'docs/guides/comment.mdx': [
    '---',
    'title: A comment',
    'description: A page with an HTML comment.',
    '---',
    '',
    'Text.',
    '',
    '<!-- a note for the next writer -->',
    '',
  ].join('\n'),
  // The URL of docs/guides/caching.mdx.
  'docs/guides/caching/index.mdx': '---\ntitle: Caching again\ndescription: The same URL.\n---\n\nText.\n',
};

describe('the mistakes of a writer', () => {
  let site: string;
  const run = (args: string[]) =>
    spawnSync('node', [tsx, 'scripts/content/check.ts', ...args], { cwd: site, encoding: 'utf8' });

  beforeAll(() => {
    site = copySite('webpack-docs-mistakes-');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: site, stdio: 'pipe' });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=writer', '-c', 'user.email=writer@example.com', 'commit', '-q', '-m', 'site');
    for (const [file, content] of Object.entries(MISTAKES)) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), content);
    }
  });

  afterAll(() => {
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('are all reported by content:check, at their places in the files', () => {
    const started = Date.now();
    const first = run(['--changed']);
    const seconds = (Date.now() - started) / 1000;
    const problems = first.stdout.split('\n').filter((line) => /^[\w/.-]+:\d+:\d+: /.test(line));
    expect(problems).toEqual([
      'docs/guides/caching.mdx:1:1: is served at /guides/caching/, as docs/guides/caching/index.mdx is: one of them must move (or set another `slug`)',
      'docs/guides/caching/index.mdx:1:1: is served at /guides/caching/, as docs/guides/caching.mdx is: one of them must move (or set another `slug`)',
      expect.stringMatching(/^docs\/guides\/comment\.mdx:8:2: does not compile: Unexpected character `!` \(U\+0021\)/),
      'docs/guides/mistakes.mdx:1:1: frontmatter "title" is missing: the page would be titled with its file name',
      'docs/guides/mistakes.mdx:2:1: frontmatter "sortt" is not a frontmatter key of a doc (did you mean "sort"?)',
      'docs/guides/mistakes.mdx:3:1: frontmatter "contributers" is not a frontmatter key of a doc (did you mean "contributors"?)',
      'docs/guides/mistakes.mdx:7:5: links to /concepts/outpt/, which is no page of the site (did you mean /concepts/output/?)',
      'docs/guides/mistakes.mdx:7:36: links to #outputfilenme, which is no heading or anchor of /configuration/output/ (did you mean #outputfilename?)',
      'docs/guides/mistakes.mdx:9:1: does not compile: Code blocks in a language Prism does not know: `jsxx` (9:1). Name one it knows (js, ts, bash, json, diff, text, …) or none.',
      expect.stringMatching(
        /^docs\/guides\/mistakes\.mdx:13:1: example does not validate: Invalid configuration object\..*configuration\.mode should be one of these:/s,
      ),
      'docs/guides/mistakes.mdx:17:1: unfinished: "TBD"',
    ]);
    expect(first.status).toBe(1);
    console.log(`content:check --changed, first run: ${seconds.toFixed(1)} s`);

    // A second run reads what did not change from its cache, and says the same.
    const second = run(['--changed']);
    expect(second.stdout).toContain('(0 compiled');
    expect(second.stdout.split('\n').filter((line) => /^[\w/.-]+:\d+:\d+: /.test(line))).toEqual(
      first.stdout.split('\n').filter((line) => /^[\w/.-]+:\d+:\d+: /.test(line)),
    );
  });

  it('stop the build before it bundles anything, naming the files', () => {
    const build = spawnSync('node', [docusaurusBin, 'build', '--out-dir', 'build'], {
      cwd: site,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', NO_UPDATE_NOTIFIER: '1' },
    });
    expect(build.status).not.toBe(0);
    const output = `${build.stdout}\n${build.stderr}`;
    expect(output).toContain('Content problems in 3 file(s) (npm run content:check finds them without a build):');
    for (const line of [
      '  - docs/guides/caching.mdx:1:1: is served at /guides/caching/',
      '  - docs/guides/mistakes.mdx:1:1: frontmatter "title" is missing',
      '  - docs/guides/mistakes.mdx:2:1: frontmatter "sortt" is not a frontmatter key of a doc (did you mean "sort"?)',
      '  - docs/guides/mistakes.mdx:7:5: links to /concepts/outpt/',
      '  - docs/guides/mistakes.mdx:7:36: links to #outputfilenme',
      '  - docs/guides/mistakes.mdx:17:1: unfinished: "TBD"',
    ]) {
      expect(output).toContain(line);
    }
    // Nothing was bundled.
    expect(fs.existsSync(path.join(site, 'build'))).toBe(false);
  });
});
