/**
 * @jest-environment node
 *
 * The manifest lists the site's inline scripts as the HTML minifier writes them into the pages.
 */
import { getHtmlMinifier } from '@docusaurus/bundler';
import type { LoadedPlugin } from '@docusaurus/types';
import { buildManifest, scriptBodies, sha256 } from '..';

type FakePlugin = Pick<LoadedPlugin, 'injectHtmlTags' | 'content' | 'name'>;

const THEME_SCRIPT = `
(function() {
  function getStoredTheme() {
    try { return window['localStorage'].getItem('theme'); } catch (err) {}
  }
  document.documentElement.setAttribute('data-theme', getStoredTheme() || 'light');
})();
`;
const CONFIG_SCRIPT = `(function(){try{if(localStorage.getItem("notification-dismissed")==="3"){document.documentElement.setAttribute('data-banner-dismissed','true')}}catch(e){}})();`;
const GTAG_SCRIPT = `
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-TEST', {"anonymize_ip":true});
`;

const plugins: FakePlugin[] = [
  {
    name: 'docusaurus-bootstrap-plugin',
    content: undefined,
    injectHtmlTags: () => ({ headTags: [{ tagName: 'script', innerHTML: CONFIG_SCRIPT }] }),
  },
  {
    name: 'docusaurus-theme-classic',
    content: undefined,
    injectHtmlTags: () => ({
      preBodyTags: [
        { tagName: 'svg', attributes: { style: 'display: none;' }, innerHTML: '<defs></defs>' },
        { tagName: 'script', innerHTML: THEME_SCRIPT },
      ],
    }),
  },
  {
    name: 'docusaurus-plugin-google-gtag',
    content: undefined,
    injectHtmlTags: () => ({
      headTags: [
        { tagName: 'script', attributes: { async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST' } },
        { tagName: 'script', innerHTML: GTAG_SCRIPT },
      ],
    }),
  },
  {
    name: 'raw-tags',
    content: undefined,
    injectHtmlTags: () => ({ postBodyTags: '<script>window.rawTag = 1;</script>' }),
  },
  { name: 'no-tags', content: undefined },
];

const siteConfig = { customFields: { voteApiUrl: 'https://vote.example.org/api' }, themeConfig: {} };

it('hashes the inline scripts exactly as they appear in a minified page', async () => {
  const minifier = await getHtmlMinifier({ type: 'swc' });
  const minify = async (html: string) => (await minifier.minify(html)).code;
  const manifest = await buildManifest(plugins, siteConfig, minify);
  expect(manifest.inlineScripts).toHaveLength(4);

  // A page as Docusaurus renders it: the same tags around content, then minified as a whole.
  const page = await minify(
    `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Page</title>
<script>${CONFIG_SCRIPT}</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script><script>${GTAG_SCRIPT}</script>
</head><body><script>${THEME_SCRIPT}</script><div id="__docusaurus"><main><h1>Page</h1><p>Text</p></main></div>
<script>window.rawTag = 1;</script></body></html>`,
  );
  const inPage = scriptBodies(page).map(sha256);
  expect(inPage).toHaveLength(4);
  expect(manifest.inlineScripts.map((script) => script.sha256).sort()).toEqual([...inPage].sort());
  // Minified, so the hashes of the sources would not match.
  expect(inPage).not.toContain(sha256(THEME_SCRIPT));
});

it('records the services the configuration talks to', async () => {
  const identity = async (html: string) => html;
  expect(await buildManifest(plugins, siteConfig, identity)).toMatchObject({
    voteApiOrigin: 'https://vote.example.org',
    gtag: true,
    algoliaAppId: undefined,
  });
  const plain = await buildManifest(
    plugins.filter((p) => p.name !== 'docusaurus-plugin-google-gtag'),
    { customFields: {}, themeConfig: { algolia: { appId: 'APP1' } } },
    identity,
  );
  expect(plain).toMatchObject({ voteApiOrigin: undefined, gtag: false, algoliaAppId: 'APP1' });
});
