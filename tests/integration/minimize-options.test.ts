/**
 * The defaults of `optimization.minimizeOptions` written on the optimization
 * page are what webpack does. For each option of the `css`, `html` and `xml`
 * tables, a probe is a piece of input whose minified form shows the option at
 * work; a production build with the defaults must show what the page's
 * default says, and a build that sets the option to another value must not.
 * The per-type objects themselves are checked against the options webpack
 * resolves.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { configurationPages, documentedOptions } from './configurationSchema';
import { build, makeProject, removeProjects, type Config } from './webpackProject';

afterAll(removeProjects);

/** What one build emitted: the processed stylesheet, the raw one, the page, the SVG, the JSON and the file names. */
type Output = { css: string; raw: string; html: string; svg: string; json: string; files: string[] };

type Probe = {
  type: 'css' | 'html' | 'xml';
  option: string;
  /** The default as the table writes it: a code span (`true`, `'some'`) or `none`. */
  documented: string;
  /** A value other than the default. */
  other: unknown;
  /** True of the output of a build that leaves the option at its default, false once it is `other`. */
  byDefault: (output: Output) => boolean;
  /** Setting the option changes nothing in a build: `byDefault` holds for both builds. */
  noEffect?: true;
  /** Rewrites that follow the browsers a target names need one that lacks the feature probed. */
  target?: string;
};

/**
 * Chrome 100 reads `inset`, `:is()` and hex colors, but not `oklch()`, `:dir()`, media
 * ranges or unprefixed `mask-image` (Chrome 111, 120, 104 and 120): every probe that
 * depends on the target has something to rewrite.
 */
const BROWSERS = 'browserslist:chrome 100';

const rule = (css: string, selector: string) =>
  new RegExp(`${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\{[^}]*\\}`).exec(css)?.[0] ?? '';

const PROBES: Probe[] = [
  // CSS: the stylesheet imported by the entry, and a raw one emitted as an asset.
  {
    type: 'css',
    option: 'charset',
    documented: "'auto'",
    other: false,
    byDefault: (o) => o.css.startsWith('@charset "UTF-8";'),
  },
  {
    type: 'css',
    option: 'colorFallbacks',
    documented: 'true',
    other: false,
    byDefault: (o) => /\.fallback\{color:#[0-9a-f]{6};color:oklch/.test(o.css),
  },
  {
    type: 'css',
    option: 'comments',
    documented: "'some'",
    other: 'all',
    byDefault: (o) => !o.css.includes('plain comment'),
  },
  {
    type: 'css',
    option: 'convertApproximateColors',
    documented: 'false',
    other: true,
    byDefault: (o) => rule(o.css, '.approx').includes('hwb('),
  },
  {
    type: 'css',
    option: 'convertLengthUnits',
    documented: 'false',
    other: true,
    byDefault: (o) => rule(o.css, '.units').includes('16px'),
  },
  {
    type: 'css',
    option: 'customMedia',
    documented: 'false',
    other: true,
    byDefault: (o) => o.raw.includes('@custom-media'),
  },
  {
    type: 'css',
    option: 'customSelectors',
    documented: 'false',
    other: true,
    byDefault: (o) => o.raw.includes('@custom-selector'),
  },
  {
    type: 'css',
    option: 'dropOverriddenDeclarations',
    documented: 'false',
    other: true,
    // Only widens what a build without a browserslist target assumes.
    target: 'web',
    byDefault: (o) => rule(o.css, '.override').includes('color:#000'),
  },
  {
    type: 'css',
    option: 'extractComments',
    documented: "'some'",
    other: false,
    byDefault: (o) => !o.css.includes('banner comment') && o.files.includes('main.css.LICENSE.txt'),
  },
  {
    type: 'css',
    option: 'foldCase',
    documented: 'true',
    other: false,
    byDefault: (o) => rule(o.css, '.fold') === '.fold{color:blue}',
  },
  {
    type: 'css',
    option: 'lowerUnsupported',
    documented: 'true',
    other: false,
    byDefault: (o) => o.css.includes('(min-width:100px){.range'),
  },
  {
    type: 'css',
    option: 'mergeDistantRules',
    documented: 'false',
    other: true,
    byDefault: (o) => !o.css.includes('.far-a,.far-b'),
  },
  {
    type: 'css',
    option: 'mergeLonghands',
    documented: 'true',
    other: false,
    byDefault: (o) => rule(o.css, '.longhands') === '.longhands{padding:1px 2px 3px 4px}',
  },
  {
    type: 'css',
    option: 'mergeRules',
    documented: 'true',
    other: false,
    byDefault: (o) => o.css.includes('.near-a,.near-b{'),
  },
  {
    type: 'css',
    option: 'normalizeQuotes',
    documented: 'true',
    other: false,
    byDefault: (o) => rule(o.css, '.quotes') === '.quotes{font-family:Arial}',
  },
  {
    type: 'css',
    option: 'pseudoClasses',
    documented: 'none',
    other: { 'focus-visible': 'fv' },
    byDefault: (o) => o.css.includes('.pseudo:focus-visible'),
  },
  {
    type: 'css',
    option: 'reduceFunctions',
    documented: 'true',
    other: false,
    byDefault: (o) => rule(o.css, '.reduce') === '.reduce{width:5px}',
  },
  {
    type: 'css',
    option: 'removeDeadRules',
    documented: 'true',
    other: false,
    byDefault: (o) => !o.css.includes('.dead'),
  },
  {
    type: 'css',
    option: 'reorderDeclarations',
    documented: 'true',
    other: false,
    byDefault: (o) => rule(o.css, '.reorder') !== '.reorder{color:green;position:absolute;display:block}',
  },
  {
    type: 'css',
    option: 'rewriteCustomProperties',
    documented: 'false',
    other: true,
    byDefault: (o) => o.css.includes('--custom:#ffffff'),
  },
  {
    type: 'css',
    option: 'rewriteDirSelector',
    documented: 'false',
    other: true,
    byDefault: (o) => o.css.includes('.dir:dir(rtl)'),
  },
  {
    type: 'css',
    option: 'rewriteEscapes',
    documented: 'true',
    other: false,
    byDefault: (o) => o.css.includes('.esc10{'),
  },
  {
    type: 'css',
    option: 'shortenColors',
    documented: 'true',
    other: false,
    byDefault: (o) => rule(o.css, '.colors') === '.colors{background:#fff}',
  },
  {
    type: 'css',
    option: 'shortenMediaQueries',
    documented: 'true',
    other: false,
    byDefault: (o) => o.css.includes('@media (min-width:200px){.mq'),
  },
  {
    type: 'css',
    option: 'shortenNumbers',
    documented: 'true',
    other: false,
    byDefault: (o) => rule(o.css, '.numbers') === '.numbers{opacity:.5}',
  },
  {
    type: 'css',
    option: 'shortenSelectors',
    documented: 'true',
    other: false,
    byDefault: (o) => o.css.includes('.sel:before{'),
  },
  {
    type: 'css',
    option: 'shortenValues',
    documented: 'true',
    other: false,
    byDefault: (o) => rule(o.css, '.values') === '.values{margin:1px}',
  },
  {
    type: 'css',
    option: 'unusedSymbols',
    documented: 'none',
    other: ['unused-one'],
    byDefault: (o) => o.css.includes('.unused-one'),
  },
  {
    type: 'css',
    option: 'vendorPrefixes',
    documented: 'true',
    other: false,
    byDefault: (o) => rule(o.css, '.prefix').includes('-webkit-mask-image'),
  },
  // HTML: a page used as an entry.
  {
    type: 'html',
    option: 'collapseBooleanAttributes',
    documented: 'true',
    other: false,
    byDefault: (o) => /<input[^>]* checked[ >]/.test(o.html),
  },
  {
    type: 'html',
    option: 'collapseWhitespace',
    documented: 'false',
    other: true,
    byDefault: (o) => o.html.includes('Hello    <b>'),
  },
  {
    type: 'html',
    option: 'comments',
    documented: "'some'",
    other: 'all',
    byDefault: (o) => !o.html.includes('plain comment'),
  },
  {
    type: 'html',
    option: 'extractComments',
    documented: "'some'",
    other: false,
    byDefault: (o) => o.files.includes('page.html.LICENSE.txt'),
  },
  // Inline scripts go to the JavaScript minimizer, and scripts it minimizes are never joined.
  {
    type: 'html',
    option: 'mergeScripts',
    documented: 'false',
    other: true,
    noEffect: true,
    byDefault: (o) => o.html.includes('</script><script>'),
  },
  {
    type: 'html',
    option: 'mergeStyles',
    documented: 'false',
    other: true,
    byDefault: (o) => o.html.includes('</style><style>'),
  },
  {
    type: 'html',
    option: 'minifyConditionalComments',
    documented: 'false',
    other: true,
    byDefault: (o) => o.html.includes('<!--[if IE]>  <p>'),
  },
  {
    type: 'html',
    option: 'normalizeAttributeQuotes',
    documented: 'true',
    other: false,
    byDefault: (o) => o.html.includes('title=quoted'),
  },
  {
    type: 'html',
    option: 'normalizeEnumeratedAttributes',
    documented: 'true',
    other: false,
    byDefault: (o) => !o.html.includes('TEXT'),
  },
  {
    type: 'html',
    option: 'normalizeListAttributes',
    documented: 'true',
    other: false,
    byDefault: (o) => o.html.includes('class="b a">'),
  },
  {
    type: 'html',
    option: 'normalizeNumericAttributes',
    documented: 'true',
    other: false,
    byDefault: (o) => o.html.includes('tabindex=1'),
  },
  {
    type: 'html',
    option: 'normalizeUrlAttributes',
    documented: 'true',
    other: false,
    byDefault: (o) => o.html.includes('href=https://example.com/'),
  },
  {
    type: 'html',
    option: 'removeEmptyAttributes',
    documented: 'false',
    other: true,
    byDefault: (o) => o.html.includes('<span id>'),
  },
  {
    type: 'html',
    option: 'removeEmptyElements',
    documented: 'false',
    other: true,
    byDefault: (o) => o.html.includes('<div></div>'),
  },
  {
    type: 'html',
    option: 'removeImpliedTags',
    documented: "'smart'",
    other: false,
    byDefault: (o) => !o.html.includes('<html>') && o.html.includes('<head>'),
  },
  {
    type: 'html',
    option: 'removeOptionalTags',
    documented: 'true',
    other: false,
    byDefault: (o) => !o.html.includes('</li>'),
  },
  {
    type: 'html',
    option: 'removeRedundantAttributes',
    documented: 'false',
    other: true,
    byDefault: (o) => o.html.includes('type=text/css'),
  },
  {
    type: 'html',
    option: 'sortAttributes',
    documented: 'false',
    other: true,
    byDefault: (o) => o.html.includes('<a title=t id=x'),
  },
  {
    type: 'html',
    option: 'sortTokenLists',
    documented: 'false',
    other: true,
    byDefault: (o) => /class="z y"/.test(o.html),
  },
  // XML: an SVG file emitted as an asset, with `xml` minimizing on.
  {
    type: 'xml',
    option: 'sortAttributes',
    documented: 'false',
    other: true,
    byDefault: (o) => o.svg.includes('<rect y="1" x="1"'),
  },
];

const FILES = {
  'src/index.js': [
    "import './style.css';",
    // Assets the minimizer sees as files: a stylesheet webpack does not parse, JSON and SVG.
    "console.log(new URL('./raw.css', import.meta.url), new URL('./data.json', import.meta.url), new URL('./icon.svg', import.meta.url));",
  ].join('\n'),
  'src/style.css': `/*! banner comment */
/* plain comment */
.charset::after { content: "é"; }
.fallback { color: oklch(59.686% 0.15619 49.7694); }
.approx { color: hwb(194 0% 0%); }
.units { margin: 16px; }
.fold { COLOR: BLUE; }
@media (width >= 100px) { .range { color: red } }
.far-a { margin: 1px 2px 3px 4px; padding: 5px 6px; border: 1px solid #123456; }
.between { left: 2px; }
.far-b { margin: 1px 2px 3px 4px; padding: 5px 6px; border: 1px solid #123456; }
.longhands { padding-top: 1px; padding-right: 2px; padding-bottom: 3px; padding-left: 4px; }
.near-a { bottom: 7px; } .near-b { bottom: 7px; }
.quotes { font-family: "Arial"; }
.pseudo:focus-visible { outline: 0; }
.reduce { width: calc(2px + 3px); }
.dead { }
.reorder { color: green; position: absolute; display: block; }
:root { --custom: #ffffff; }
.dir:dir(rtl) { float: right; }
.esc\\31 0 { right: 0; }
.colors { background: #ffffff; }
@media all and (min-width: 200px) { .mq { color: red } }
.numbers { opacity: 0.50; }
.sel::before { content: "x"; }
.values { margin: 1px 1px 1px 1px; }
.unused-one { color: red; }
.prefix { mask-image: linear-gradient(black, transparent); }
.override { color: #000; color: lab(50% 100 -100); }
`,
  'src/raw.css': `@custom-media --narrow (width < 400px);
@media (--narrow) { .raw-cm { color: red } }
@custom-selector :--heading h1, h2;
:--heading { margin: 0 }
`,
  'src/data.json': '{\n  "name": "probe",\n  "list": [1, 2, 3]\n}',
  'src/icon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect y="1" x="1" width="8" height="8"/>\n</svg>',
  'src/page.html': `<!DOCTYPE html>
<html>
<head>
<title>Probe</title>
<!-- plain comment -->
<!--! banner comment -->
<style>.s1{color:red}</style><style>.s2{color:blue}</style>
<style type="text/css">.s3{color:green}</style>
<!-- webpackIgnore: true --><script>var two = 2;</script><!-- webpackIgnore: true --><script>var three = 3;</script>
</head>
<body>
<!--[if IE]>  <p>  old  </p>  <![endif]-->
<p title="quoted">Hello    <b>world</b></p>
<input type="TEXT" checked="checked" tabindex="+01" class="b a a">
<span id="">empty id</span>
<div></div>
<ul><li>one</li><li>two</li></ul>
<a title="t" id="x" href="  https://example.com/  " data-z="1">link</a>
<i class="z y">tokens</i>
</body>
</html>
`,
};

const project = makeProject(FILES);
let builds = 0;

/** A production build of the probe project with these `minimizeOptions`, into a directory of its own. */
async function minimized(minimizeOptions: Config, target = BROWSERS): Promise<Output> {
  builds += 1;
  const outDir = path.join(project, `dist-${builds}`);
  const result = await build(5, project, {
    mode: 'production',
    target,
    entry: { main: './src/index.js', page: './src/page.html' },
    output: { path: outDir, assetModuleFilename: '[name][ext]', htmlFilename: '[name].html' },
    optimization: { minimizeOptions },
  });
  expect(result.json.errors).toEqual([]);
  const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
  return {
    css: read('main.css'),
    raw: read('raw.css'),
    html: read('page.html'),
    svg: read('icon.svg'),
    json: read('data.json'),
    files: result.files(),
  };
}

const defaults = new Map<string, Promise<Output>>();
/** The build with every option at its default (`xml` on, so that its option has something to do), per target. */
const withDefaults = (target = BROWSERS) => {
  if (!defaults.has(target)) defaults.set(target, minimized({ xml: {} }, target));
  return defaults.get(target)!;
};

const documented = documentedOptions(configurationPages());

describe('optimization.minimizeOptions', () => {
  it('probes every option of the css, html and xml tables', () => {
    const inTables = [...documented.keys()].filter((name) =>
      /^optimization\.minimizeOptions\.(css|html|xml)\.[a-zA-Z]+$/.test(name),
    );
    expect(inTables.sort()).toEqual(
      PROBES.map((probe) => `optimization.minimizeOptions.${probe.type}.${probe.option}`).sort(),
    );
  });

  it.each(PROBES.map((probe) => [`${probe.type}.${probe.option}`, probe] as const))(
    '%s: the page states the default the build shows',
    async (name, probe) => {
      const entry = documented.get(`optimization.minimizeOptions.${name}`);
      expect(entry?.default).toBe(probe.documented === 'none' ? 'none' : `\`${probe.documented}\``);

      const byDefault = await withDefaults(probe.target);
      expect(probe.byDefault(byDefault)).toBe(true);

      const setting = { [probe.option]: probe.other };
      const changed = await minimized({ xml: {}, [probe.type]: setting }, probe.target);
      expect(probe.byDefault(changed)).toBe(probe.noEffect === true);
    },
  );

  it('minimizes JSON and SVG assets only when asked (or with futureDefaults)', async () => {
    const byDefault = await minimized({});
    expect(byDefault.json).toContain('\n  "name"');
    expect(byDefault.svg).toContain('\n  <rect');
    const asked = await minimized({ json: true, xml: {} });
    expect(asked.json).toBe('{"name":"probe","list":[1,2,3]}');
    expect(asked.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 10 10">/);
  });

  it.each([
    ['an application', {}, { javascript: { compress: { passes: 2 } }, css: {}, html: {}, json: false }],
    [
      'an ES module library',
      { output: { module: true, library: { type: 'module' } } },
      {
        javascript: { compress: { passes: 2 }, format: { preserve_annotations: true } },
        css: {},
        html: {},
        json: false,
      },
    ],
    [
      'futureDefaults',
      { experiments: { futureDefaults: true } },
      { javascript: { compress: { passes: 2 } }, css: {}, html: {}, json: true, xml: {} },
    ],
  ])('resolves the per-type defaults of %s as the page writes them', (_name, config, expected) => {
    const options = webpack({ mode: 'production', context: project, ...config }).options.optimization;
    expect(options.minimizeOptions).toEqual(expected);
    for (const [type, value] of Object.entries(expected)) {
      const line = documented.get(`optimization.minimizeOptions.${type}`)?.default ?? '';
      if (type === 'javascript') expect(line).toContain('`{ compress: { passes: 2 } }`');
      else if (type === 'json') expect(line).toContain(`\`${String(value)}\``);
      else expect(line).toContain('`{}`');
    }
  });
});
