/**
 * The Native CSS guide (docs/guides/native-css.mdx) built with real webpack 5
 * from its own files: the files and the minimized stylesheet it prints, the
 * development class names, the page in a DOM (module class names applied, the
 * print dialog's stylesheet linked when its chunk loads), target-aware
 * minimizing, source maps and the CSS hot update handler, the export types and
 * the rules of the later sections, package @imports, and what turns the
 * built-in support off.
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import {
  blocksTitled,
  blocksUnder,
  build,
  filesIn,
  loadConfig,
  makeProject,
  PNG_SIGNATURE,
  readPage,
  removeProjects,
  single,
  webpackOf,
  type Config,
} from './webpackProject';
import type webpackType from 'webpack';

afterAll(removeProjects);

const webpack = webpackOf(5) as unknown as typeof webpackType;
const page = readPage('docs/guides/native-css.mdx');
const [mainConfig, styleConfig, sassConfig] = blocksTitled(page.blocks, 'webpack.config.js').map((b) => b.code);
const guideFiles = { ...filesIn(page.blocks, ['src/', 'package.json']) };
delete guideFiles['src/recipe-card.js'];
delete guideFiles['src/recipe-card.css'];

async function buildGuide(change: (config: Config) => Config = (c) => c, files = guideFiles) {
  const dir = makeProject(files);
  fs.mkdirSync(path.join(dir, 'src/images'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/images/paper.png'), PNG_SIGNATURE);
  const result = await build(5, dir, change(single(loadConfig(mainConfig!, dir, 5))));
  expect(result.json.errors).toEqual([]);
  return result;
}

describe('Native CSS guide: the build', () => {
  it('writes the files the guide lists, the minimized stylesheet it prints, and links it from the page', async () => {
    const result = await buildGuide();
    const listed = blocksUnder(page, 'The build')
      .find((b) => b.lang === 'text')!
      .code.split('\n')
      .filter((line) => /[├└]/.test(line))
      .map((line) => line.replace(/^.*── /, ''));
    const hashless = (text: string) => text.replace(/\.[0-9a-f]{20}\.js/g, '.[contenthash].js');
    // JavaScript hashes depend on the minifier's run; CSS, image and HTML names are compared as printed.
    expect(result.files().map(hashless)).toEqual(listed.map(hashless));
    const css = result.files().find((f) => /^main\.[0-9a-f]{20}\.css$/.test(f))!;
    expect(result.read(css)).toBe(blocksTitled(page.blocks, `dist/${css}`)[0]!.code);
    const html = result.read('index.html');
    expect(hashless(html)).toBe(hashless(blocksTitled(page.blocks, 'dist/index.html')[0]!.code));
    expect(html).toContain(`<link href=${css} rel=stylesheet>`);
  });

  it('uses readable class names in development, as the guide’s excerpt shows, with a source map', async () => {
    const result = await buildGuide((config) => ({ ...config, mode: 'development' }));
    const css = result.files().find((f) => /^main\.[0-9a-f]{20}\.css$/.test(f))!;
    expect(result.read(css)).toContain(blocksTitled(page.blocks, 'dist/main.css (development, excerpt)')[0]!.code);
    expect(result.read(css)).toContain('!*** css ./src/styles/typography.css ***!');
    expect(result.files()).toContain(`${css}.map`);
    const withoutMaps = await buildGuide((config) => ({ ...config, mode: 'development', devtool: false }));
    expect(withoutMaps.files().some((f) => f.endsWith('.css.map'))).toBe(false);
  });

  it('applies the module class names in the page and links the dialog’s stylesheet when its chunk loads', async () => {
    const result = await buildGuide();
    const dist = path.join(result.dir, 'dist');
    const dom = new JSDOM(result.read('index.html'), {
      url: `file://${path.join(dist, 'index.html')}`,
      runScripts: 'dangerously',
      resources: 'usable',
    });
    await new Promise((resolve) => dom.window.addEventListener('load', resolve));
    const { document } = dom.window;
    const css = result.read(result.files().find((f) => /^main\..*\.css$/.test(f))!);
    const list = document.querySelector('ul')!;
    expect(css).toContain(`.${list.className}{`);
    expect(document.querySelectorAll('li')).toHaveLength(3);
    expect(css).toContain(`.${document.querySelector('li')!.className}{`);

    document.querySelector('button')!.click();
    for (let i = 0; i < 100 && !document.querySelector('aside'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(document.querySelector('aside')?.textContent).toBe('Printing Lentil soup…');
    const links = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    const dialogCss = result.files().find((f) => /^899\.[0-9a-f]{20}\.css$/.test(f))!;
    expect(links).toEqual(expect.arrayContaining([expect.stringContaining(dialogCss)]));
    expect(result.read(dialogCss)).toContain('.print-dialog{');
    dom.window.close();
  });

  it('writes inset as four properties for the default browsers, and keeps it for recent Chrome', async () => {
    const dialogCss = (files: string[]) => files.find((f) => /^899\..*\.css$/.test(f))!;
    const defaults = await buildGuide();
    expect(defaults.read(dialogCss(defaults.files()))).toContain('top:auto;right:1rem;bottom:1rem;left:auto');
    const chrome = await buildGuide((config) => ({ ...config, target: 'browserslist:last 2 Chrome versions' }));
    expect(chrome.read(dialogCss(chrome.files()))).toContain('inset:auto 1rem 1rem auto');
  });

  it('includes the CSS hot update handler in a development build with hot module replacement', async () => {
    const result = await buildGuide((config) => ({
      ...config,
      mode: 'development',
      plugins: [...(config.plugins as object[]), new webpack.HotModuleReplacementPlugin()],
    }));
    const js = result.files().find((f) => /^main\..*\.js$/.test(f))!;
    expect(result.read(js)).toContain('__webpack_require__.hmrC.css = ');
  });
});

describe('Native CSS guide: CSS modules and @import', () => {
  it('keeps :global names, exports dashed names as they are, composes, localizes keyframes', async () => {
    const files = {
      ...guideFiles,
      'src/index.js': "import * as s from './extra.module.css';\nconsole.log(JSON.stringify(s));",
      'src/extra.module.css': [
        ':global(.page) { margin: 0; }',
        '.card-title { composes: title from "./components/card.module.css"; animation: fade 1s; }',
        '@keyframes fade { from { opacity: 0; } }',
      ].join('\n'),
    };
    const result = await buildGuide((config) => ({ ...config, mode: 'development', devtool: false }), files);
    const css = result.read(result.files().find((f) => /^main\..*\.css$/.test(f))!);
    expect(css).toContain('.page {');
    expect(css).toContain('@keyframes recipes-src_extra_module_css-fade');
    const js = result.read(result.files().find((f) => /^main\..*\.js$/.test(f))!);
    expect(js).toContain('"card-title"');
    expect(js).toContain('recipes-src_components_card_module_css-title');
  });

  it('finds a bare @import name in node_modules through the package’s style field', async () => {
    const files = {
      ...guideFiles,
      'src/styles/global.css': "@import 'soft-reset';\nbody { margin: 0; }",
      'node_modules/soft-reset/package.json': JSON.stringify({ name: 'soft-reset', style: 'dist/reset.css' }),
      'node_modules/soft-reset/dist/reset.css': '*, ::before { box-sizing: border-box; }',
    };
    const result = await buildGuide((config) => ({ ...config, mode: 'development', devtool: false }), files);
    const css = result.read(result.files().find((f) => /^main\..*\.css$/.test(f))!);
    expect(css).toContain('box-sizing: border-box');
  });
});

describe('Native CSS guide: other export types, preprocessors, switching', () => {
  it('gives a CSSStyleSheet for an import with type: css', async () => {
    const files = {
      ...filesIn(blocksUnder(page, 'Other ways to use a stylesheet'), ['src/']),
      'src/index.js': "import './recipe-card.js';",
    };
    const dir = makeProject(files);
    const result = await build(5, dir, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(result.json.errors).toEqual([]);
    expect(result.read('main.js')).toContain('new CSSStyleSheet()');
    expect(result.read('main.js')).toContain('color: #7a3e1d;');
    expect(result.files()).not.toContain('main.css');
  });

  it('injects <style> with the exportType rule, which leaves the built-in support on', async () => {
    const result = await buildGuide((config) => ({
      ...config,
      ...single(loadConfig(styleConfig!, '/unused', 5)),
      mode: 'development',
      devtool: false,
    }));
    expect(result.files().some((f) => f.endsWith('.css'))).toBe(false);
    const js = result.read(result.files().find((f) => /^main\..*\.js$/.test(f))!);
    expect(js).toContain('exportType: style');
    // the runtime's style injection, called by every module
    expect(js).toContain("createElement('style')");
    expect(js).toContain('__webpack_require__.is("./src/styles/global.css"');
  });

  it('runs a preprocessor rule with type css/auto and keeps plain .css files built in', async () => {
    // A stand-in for sass-loader, which is not installed: it turns one variable into a colour, as a preprocessor would.
    const files = {
      ...guideFiles,
      'src/theme.scss': '.banner { color: $brand; }',
      'src/theme.module.scss': '.badge { color: $brand; }',
      'src/index.js':
        "import './styles/global.css';\nimport './theme.scss';\nimport * as t from './theme.module.scss';\nconsole.log(t.badge);",
      'loaders/sass-loader.js': "module.exports = (source) => source.replace(/\\$brand/g, '#c0392b');",
    };
    const result = await buildGuide((config) => {
      const rules = (single(loadConfig(sassConfig!, '/unused', 5)).module as { rules: Config[] }).rules;
      expect(rules[0]!.use).toBe('sass-loader');
      return {
        ...config,
        mode: 'development',
        devtool: false,
        module: { rules: [{ ...rules[0], use: './loaders/sass-loader.js' }] },
      };
    }, files);
    const css = result.read(result.files().find((f) => /^main\..*\.css$/.test(f))!);
    expect(css).toContain('.banner { color: #c0392b; }');
    expect(css).toMatch(/\.recipes-src_theme_module_scss-badge \{ color: #c0392b; \}/);
    expect(css).toContain('font-family: Georgia, serif;');
  });

  it("turns the support off under 'auto' for a loader rule, and true keeps it on", () => {
    const options = (config: webpackType.Configuration) =>
      webpack({ entry: './x.js', ...config }).options.experiments.css;
    const loaderRule = { module: { rules: [{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }] } };
    expect(options({})).toBe('auto');
    expect(options(loaderRule)).toBe(false);
    expect(options({ ...loaderRule, experiments: { css: true } })).toBe(true);
    expect(options(single(loadConfig(styleConfig!, '/unused', 5)) as webpackType.Configuration)).toBe('auto');
  });
});
