/**
 * The example loader of "Writing a Loader" and the example plugin of "Writing a
 * Plugin" are taken from their pages (code blocks titled
 * `loaders/banner-comment-loader.js` and `plugins/AssetSizeReportPlugin.js`),
 * written into a temporary project together with the page's own configuration
 * and source files, and built with real webpack 5. The tests assert what the
 * pages say the examples do.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { extractCodeBlocks, type CodeBlock } from '../../scripts/content/codeBlocks';
import { ROOT } from '../../scripts/content/site';

type Page = { blocks: CodeBlock[]; titled: (title: string) => CodeBlock | undefined };

function readPage(file: string): Page {
  const blocks = extractCodeBlocks(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  return { blocks, titled: (title) => blocks.find((b) => b.title === title) };
}

/** The complete configuration (marked `validate`) that uses the given example file. */
function configUsing(page: Page, needle: string): CodeBlock | undefined {
  return page.blocks.find((b) => b.validate && b.title === 'webpack.config.js' && b.code.includes(needle));
}

/** Writes the page's blocks with these titles into `dir`, under their titles. */
function writeBlocks(dir: string, page: Page, titles: string[]): void {
  for (const title of titles) {
    const block = page.titled(title);
    if (!block) throw new Error(`No code block titled ${title}`);
    const file = path.join(dir, title);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${block.code}\n`);
  }
}

/**
 * Loads the configuration written into a project (each project is a new folder, so
 * nothing is cached), with quiet infrastructure logs. No jest.resetModules(): webpack
 * loads parts of itself lazily, and a second copy of those parts breaks the build.
 */
function loadConfig(dir: string): webpack.Configuration {
  const file = path.join(dir, 'webpack.config.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(file) as webpack.Configuration;
  return { ...config, context: dir, infrastructureLogging: { level: 'error' } };
}

function build(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((err, stats) => {
      compiler.close(() => {
        if (err) reject(err);
        else resolve(stats!);
      });
    });
  });
}

const projects: string[] = [];
function makeProject(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  projects.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of projects) fs.rmSync(dir, { recursive: true, force: true });
});

describe('Writing a Loader: banner-comment-loader', () => {
  const page = readPage('docs/contribute/writing-a-loader.mdx');
  const LOADER = 'loaders/banner-comment-loader.js';

  it('is on the page with the configuration that uses it', () => {
    const loader = page.titled(LOADER);
    expect(loader).toBeDefined();
    expect(loader!.code).toContain('this.getOptions(schema)');
    expect(configUsing(page, 'banner-comment-loader.js')).toBeDefined();
  });

  it('puts the banner, with the relative path, above every module of src/', async () => {
    const dir = makeProject('contribute-loader-');
    writeBlocks(dir, page, [LOADER, 'src/index.js', 'src/greet.js']);
    fs.writeFileSync(path.join(dir, 'webpack.config.js'), configUsing(page, 'banner-comment-loader.js')!.code);

    const stats = await build(loadConfig(dir));
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    expect(stats.hasWarnings()).toBe(false);

    const bundle = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    for (const file of ['src/index.js', 'src/greet.js']) {
      expect(bundle).toContain(`/*!\n * Part of the Example project\n * ${file}\n */\n`);
    }
    // The banner comes right before the module's own code (the excerpt shown on the page).
    expect(bundle).toMatch(/ \* src\/greet\.js\n \*\/\nconst greet = \(name\) => `Hello, \$\{name\}!`;/);

    // The modules still work: the bundle logs the greeting.
    const logged: unknown[] = [];
    new Function('console', bundle)({ log: (...args: unknown[]) => logged.push(...args) });
    expect(logged).toEqual(['Hello, webpack!']);
  });

  it('rejects options without text, naming the loader from the schema title', async () => {
    const dir = makeProject('contribute-loader-invalid-');
    writeBlocks(dir, page, [LOADER, 'src/index.js', 'src/greet.js']);
    fs.writeFileSync(path.join(dir, 'webpack.config.js'), configUsing(page, 'banner-comment-loader.js')!.code);

    const config = loadConfig(dir);
    const rule = (config.module!.rules![0] as webpack.RuleSetRule).use as webpack.RuleSetUseItem & {
      options: Record<string, unknown>;
    };
    rule.options = { withPath: true };
    const stats = await build(config);
    const messages = stats.toJson({ all: false, errors: true }).errors!.map((e) => e.message);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toContain('Banner Comment Loader has been initialized using an options object');
    expect(messages[0]).toContain("misses the property 'text'");
  });
});

describe('Writing a Plugin: AssetSizeReportPlugin', () => {
  const page = readPage('docs/contribute/writing-a-plugin.mdx');
  const PLUGIN = 'plugins/AssetSizeReportPlugin.js';
  const REPORT = 'reports/asset-sizes.json';

  function setUp(prefix: string): string {
    const dir = makeProject(prefix);
    writeBlocks(dir, page, [PLUGIN, 'src/index.js', 'src/lazy.js']);
    fs.writeFileSync(path.join(dir, 'webpack.config.js'), configUsing(page, 'AssetSizeReportPlugin')!.code);
    return dir;
  }

  it('is on the page with the configuration that uses it', () => {
    const plugin = page.titled(PLUGIN);
    expect(plugin).toBeDefined();
    expect(plugin!.code).toContain('processAssets');
    expect(plugin!.code).toContain('PROCESS_ASSETS_STAGE_REPORT');
    expect(plugin!.code).toContain('new WebpackError(');
    expect(configUsing(page, 'AssetSizeReportPlugin')?.code).toContain(`filename: '${REPORT}'`);
  });

  it('writes the sizes of every other emitted file into the report asset', async () => {
    const dir = setUp('contribute-plugin-');
    const stats = await build(loadConfig(dir));
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    expect(stats.hasWarnings()).toBe(false);
    expect(stats.compilation.getAsset(REPORT)).toBeDefined();

    const dist = path.join(dir, 'dist');
    const report = JSON.parse(fs.readFileSync(path.join(dist, REPORT), 'utf8')) as {
      totalSize: number;
      assets: { name: string; size: number; gzipSize: number }[];
    };
    const emitted = (fs.readdirSync(dist, { recursive: true }) as string[])
      .map((name) => name.split(path.sep).join('/'))
      .filter((name) => name !== REPORT && fs.statSync(path.join(dist, name)).isFile())
      .sort((a, b) => a.localeCompare(b));

    expect(emitted).toContain('main.js');
    expect(emitted.length).toBe(2); // main.js and the lazy chunk
    expect(report.assets).toEqual(
      emitted.map((name) => {
        const bytes = fs.readFileSync(path.join(dist, name));
        return { name, size: bytes.length, gzipSize: zlib.gzipSync(bytes).length };
      }),
    );
    expect(report.totalSize).toBe(report.assets.reduce((sum, a) => sum + a.size, 0));
  });

  it('warns about each asset above maxSize, pointing at the file', async () => {
    const dir = setUp('contribute-plugin-warn-');
    const config = loadConfig(dir);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const AssetSizeReportPlugin = require(path.join(dir, PLUGIN));
    config.plugins = [new AssetSizeReportPlugin({ filename: REPORT, maxSize: 100 })];

    const stats = await build(config);
    expect(stats.hasErrors()).toBe(false);
    const report = JSON.parse(fs.readFileSync(path.join(dir, 'dist', REPORT), 'utf8')) as {
      assets: { name: string; size: number }[];
    };
    const large = report.assets.filter((a) => a.size > 100);
    expect(large.length).toBeGreaterThan(0);

    const warnings = stats.compilation.warnings;
    expect(warnings.map((w) => (w as webpack.WebpackError).file).sort()).toEqual(large.map((a) => a.name).sort());
    for (const { name, size } of large) {
      expect(warnings.map((w) => w.message)).toContain(`${name} is ${size} bytes, more than the 100 bytes allowed`);
    }
  });
});
