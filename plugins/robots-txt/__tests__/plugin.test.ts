/**
 * @jest-environment node
 *
 * robots.txt names the sitemap of the URL the site is built for, and never replaces a file already in the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import robotsTxtPlugin, { robotsTxt } from '..';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

let outDir: string;
beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'robots-'));
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

const postBuild = (url: string, baseUrl = '/') =>
  robotsTxtPlugin().postBuild!({ siteConfig: { url, baseUrl }, outDir } as unknown as PostBuildProps);

it('lets every crawler in and names the sitemap by its absolute URL', async () => {
  await postBuild('https://webpack.js.org');
  expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toBe(
    'User-agent: *\nDisallow:\n\nSitemap: https://webpack.js.org/sitemap.xml\n',
  );
});

it('follows the URL and base URL the site is built for', () => {
  expect(robotsTxt({ url: 'https://docs.example.test', baseUrl: '/' })).toContain(
    'Sitemap: https://docs.example.test/sitemap.xml\n',
  );
  expect(robotsTxt({ url: 'https://example.test/', baseUrl: '/webpack/' })).toContain(
    'Sitemap: https://example.test/webpack/sitemap.xml\n',
  );
});

it('fails rather than overwrite a robots.txt copied from static/', async () => {
  fs.writeFileSync(path.join(outDir, 'robots.txt'), 'User-agent: *\n');
  await expect(postBuild('https://webpack.js.org')).rejects.toThrow(/remove static\/robots\.txt/);
  expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
});
