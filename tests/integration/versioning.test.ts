/**
 * A writer cuts a docs version with the Docusaurus CLI and the site still
 * builds, with the new version at its own path. Runs in a temporary copy,
 * without network access to the npm registry and without a README cache: the
 * build must succeed offline too, with pages that say the README is missing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copySite, docusaurusBin } from './siteCopy';

describe('cutting a version', () => {
  let site: string;

  beforeAll(() => {
    site = copySite('webpack-docs-version-');
  });

  afterAll(() => {
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('docs:version snapshots the current docs and the site builds with it, offline', () => {
    const offline = { ...process.env, PACKAGE_READMES: 'offline' };
    execFileSync('node', [docusaurusBin, 'docs:version', '5'], { cwd: site, stdio: 'pipe', env: offline });
    expect(JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'))).toEqual(['5', '4']);
    expect(fs.existsSync(path.join(site, 'versioned_docs/version-5/concepts/index.mdx'))).toBe(true);
    expect(fs.existsSync(path.join(site, 'versioned_sidebars/version-5-sidebars.json'))).toBe(true);

    execFileSync('node', [docusaurusBin, 'build', '--out-dir', 'build'], {
      cwd: site,
      stdio: 'pipe',
      env: { ...offline, NODE_ENV: 'production' },
    });
    const built = (page: string) => fs.existsSync(path.join(site, 'build', page, 'index.html'));
    expect(built('5/concepts/entry-points')).toBe(true);
    expect(built('concepts/entry-points')).toBe(true);
    expect(built('v4/concepts')).toBe(true);
    const readmePage = fs.readFileSync(path.join(site, 'build/loaders/css-loader/index.html'), 'utf8');
    expect(readmePage).toContain('could not be fetched when this site was built');
  });
});
