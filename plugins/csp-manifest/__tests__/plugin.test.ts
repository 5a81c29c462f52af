/**
 * @jest-environment node
 *
 * The manifest lists the inline scripts every page of the site carries, as they are in the built pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import cspManifestPlugin, { buildManifest, runningInlineScripts, sha256, type CspManifest } from '..';

const THEME = `(function(){document.documentElement.setAttribute('data-theme','light')})();`;
const BANNER = `(function(){try{if(localStorage.getItem("notification-dismissed")==="3"){}}catch(e){}})();`;
const page = (...scripts: string[]) =>
  `<!doctype html><html><head><script>${BANNER}</script><script type="application/ld+json">{"@type":"Article"}</script>` +
  `<script src="/assets/js/main.js"></script></head><body><script>${THEME}</script>${scripts
    .map((s) => `<script>${s}</script>`)
    .join('')}<div id="__docusaurus"></div></body></html>`;

const siteConfig = { customFields: { voteApiUrl: 'https://vote.example.org/api' }, themeConfig: {} };

it('lists the inline scripts every page carries, not one that came with a page, a data block or a script file', () => {
  const manifest = buildManifest([page(), page('window.fromContent = 1;'), page()], [], siteConfig);
  expect(manifest.inlineScripts).toEqual([
    { sha256: sha256(BANNER), preview: BANNER.slice(0, 60) },
    { sha256: sha256(THEME), preview: THEME.slice(0, 60) },
  ]);
  expect(runningInlineScripts(page('x()'))).toEqual([BANNER, THEME, 'x()']);
});

it('records the services the configuration talks to', () => {
  expect(buildManifest([page()], [{ name: 'docusaurus-plugin-google-gtag' }], siteConfig)).toMatchObject({
    voteApiOrigin: 'https://vote.example.org',
    gtag: true,
    algoliaAppId: undefined,
  });
  expect(
    buildManifest([page()], [{ name: 'other' }], { customFields: {}, themeConfig: { algolia: { appId: 'APP1' } } }),
  ).toMatchObject({ voteApiOrigin: undefined, gtag: false, algoliaAppId: 'APP1' });
});

it("reads the pages of the site's routes after the build, and no other HTML file", async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-manifest-'));
  try {
    fs.mkdirSync(path.join(outDir, 'concepts'));
    fs.writeFileSync(path.join(outDir, 'index.html'), page());
    fs.writeFileSync(path.join(outDir, 'concepts/index.html'), page());
    fs.writeFileSync(path.join(outDir, '404.html'), page());
    // A file another plugin wrote (a redirect page): not a route, so its lack of the site's scripts does not count.
    fs.mkdirSync(path.join(outDir, 'old'));
    fs.writeFileSync(path.join(outDir, 'old/index.html'), '<script>location.replace("/concepts/")</script>');
    await (cspManifestPlugin().postBuild as NonNullable<Plugin['postBuild']>)({
      outDir,
      routesPaths: ['/', '/concepts/', '/404.html'],
      plugins: [],
      siteConfig,
    } as never);
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'csp-manifest.json'), 'utf8')) as CspManifest;
    expect(manifest.inlineScripts.map((s) => s.sha256)).toEqual([sha256(BANNER), sha256(THEME)]);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

it("lists the files of plugin-client-redirects' redirect pages, and none without the plugin", () => {
  const redirects = {
    name: 'docusaurus-plugin-client-redirects',
    options: {
      id: 'default',
      redirects: [
        { from: '/support/', to: '/contribute/' },
        { from: ['/a', '/b/c/'], to: '/d/' },
      ],
    },
  };
  expect(buildManifest([page()], [{ name: 'other' }, redirects], siteConfig).redirectPages).toEqual([
    'a/index.html',
    'b/c/index.html',
    'support/index.html',
  ]);
  expect(buildManifest([page()], [{ name: 'other' }], siteConfig).redirectPages).toEqual([]);
});
