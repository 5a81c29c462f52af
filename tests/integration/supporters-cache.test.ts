/**
 * A build's output never depends on the build before it: the supporters reach the page as plugin data, which
 * Rspack's persistent cache (node_modules/.cache) cannot keep from an earlier build, as it kept the webpack alias
 * that used to carry them. A minimal site with the real supporters plugin and one page that shows the count (global
 * data) and, in a lazy chunk, the names (the generated module), is built three times with one cache: without
 * fixtures, with them (as `npm run build` then `npm run build:e2e`), and without them again.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { docusaurusBin } from './siteCopy';

const ROOT = path.resolve(__dirname, '../..');
const PLUGIN = path.join(ROOT, 'plugins/supporters/index.ts');

const CONFIG = `
import { DATA_FILE, FIXTURE_FILE } from ${JSON.stringify(PLUGIN)};

// Chosen as docusaurus.config.ts chooses it.
const dataFile = process.env.E2E_FIXTURES === '1' ? ${JSON.stringify(ROOT)} + '/' + FIXTURE_FILE : DATA_FILE;

export default {
  title: 'supporters cache test',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  future: { v4: true },
  plugins: [
    [${JSON.stringify(PLUGIN)}, { dataFile }],
    () => ({
      name: 'home-route',
      async contentLoaded({ actions }) {
        actions.addRoute({ path: '/', exact: true, component: '@site/Home.tsx' });
      },
    }),
  ],
};
`;

const HOME = `
import React, { lazy, Suspense, useEffect, useState } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';

const Names = lazy(() => import('./Names'));

export default function Home() {
  const { supporterCount } = usePluginData('supporters') as { supporterCount: number };
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return (
    <main>
      <p>supporters: {supporterCount}</p>
      {browser && <Suspense fallback={null}><Names /></Suspense>}
    </main>
  );
}
`;

const NAMES = `
import React from 'react';
import data from '@generated/supporters/default/supporters.json';

export default function Names() {
  return <ul>{data.supporters.map((s) => <li key={s.slug}>{s.name}</li>)}</ul>;
}
`;

describe('supporters in consecutive builds sharing one cache', () => {
  let site: string;

  beforeAll(() => {
    // Inside the repository (in its ignored .cache/) so that modules resolve from its node_modules, while the
    // site's persistent cache stays in the site's own node_modules/.cache.
    fs.mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
    site = fs.mkdtempSync(path.join(ROOT, '.cache/supporters-cache-test-'));
    fs.writeFileSync(path.join(site, 'docusaurus.config.ts'), CONFIG);
    fs.writeFileSync(path.join(site, 'Home.tsx'), HOME);
    fs.writeFileSync(path.join(site, 'Names.tsx'), NAMES);
  });

  afterAll(() => {
    fs.rmSync(site, { recursive: true, force: true });
  });

  function build(fixtures: boolean): { html: string; scriptsWithFixture: string[] } {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', E2E_FIXTURES: fixtures ? '1' : '' };
    delete env.DOCUSAURUS_NO_PERSISTENT_CACHE;
    execFileSync('node', [docusaurusBin, 'build', '--out-dir', 'build'], { cwd: site, stdio: 'pipe', env });
    const out = path.join(site, 'build');
    const scripts = path.join(out, 'assets/js');
    return {
      html: fs.readFileSync(path.join(out, 'index.html'), 'utf8'),
      scriptsWithFixture: fs
        .readdirSync(scripts)
        .filter((file) => fs.readFileSync(path.join(scripts, file), 'utf8').includes('Fixture Platinum Co')),
    };
  }

  it('shows the fixture supporters exactly in the builds that ask for them', () => {
    const started = Date.now();
    const plain = build(false);
    expect(plain.html).toContain('supporters: <!-- -->0');
    expect(plain.scriptsWithFixture).toEqual([]);
    // The next builds have a persistent cache to reuse.
    expect(fs.readdirSync(path.join(site, 'node_modules/.cache/rspack')).length).toBeGreaterThan(0);

    const withFixtures = build(true);
    expect(withFixtures.html).toContain('supporters: <!-- -->17');
    // The names are in one lazy chunk, not in the main bundle.
    expect(withFixtures.scriptsWithFixture).toHaveLength(1);
    expect(withFixtures.scriptsWithFixture[0]).not.toMatch(/^main\./);

    const plainAgain = build(false);
    expect(plainAgain.html).toContain('supporters: <!-- -->0');
    expect(plainAgain.scriptsWithFixture).toEqual([]);
    console.info(`three builds of the minimal site in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});
