/**
 * The Dotenv page (docs/configuration/dotenv.mdx) against real webpack 5
 * builds: the example's values as the page's table gives them, which files are
 * read for which mode (and for no mode), the environment winning over the
 * files, the file syntax and expansion rules, the options and the plugin form,
 * what is left in the code, and the errors it names.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/content/site';
import {
  blocksTitled,
  blocksUnder,
  build,
  filesIn,
  loadConfig,
  makeProject,
  readPage,
  removeProjects,
  single,
  webpackOf,
  type Config,
} from './webpackProject';
import type webpackType from 'webpack';

afterAll(removeProjects);

const page = readPage('docs/configuration/dotenv.mdx');
const example = blocksUnder(page, 'dotenv');
const exampleFiles = { ...filesIn(example, ['src/', '.env']) };
const [exampleConfig, templateConfig, pluginConfig] = blocksTitled(page.blocks, 'webpack.config.js').map((b) => b.code);

/** Sets environment variables for the length of `run`, then restores them. */
async function withEnv<T>(vars: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const previous = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(vars);
  try {
    return await run();
  } finally {
    apply(previous);
  }
}

/**
 * Builds `code` as the module `src/config.js` for Node.js, with the given configuration merged over the target
 * settings, and returns the module's exports and the bundle's text.
 */
async function exportsOf(files: Record<string, string>, config: Config | ((dir: string) => Config)) {
  const dir = makeProject(files);
  const result = await build(5, dir, {
    entry: './src/config.js',
    ...(typeof config === 'function' ? config(dir) : config),
    target: 'node',
    output: { library: { type: 'commonjs2' } },
    optimization: { minimize: false },
  });
  expect(result.json.errors).toEqual([]);
  // The bundle is the code under test: load it as Node.js would.
  const loaded = createRequire(path.join(dir, 'package.json'))('./dist/main.js') as Record<string, unknown>;
  return { exports: Object.fromEntries(Object.entries(loaded)), code: result.read('main.js') };
}

const cleanEnv = { WEBPACK_REGION: undefined, WEBPACK_API_URL: undefined, WEBPACK_ASSETS: undefined };

describe('Dotenv page: the example', () => {
  it('gives the values of the table in a production build, and leaves DATABASE_URL out', async () => {
    const config = single(loadConfig(exampleConfig!, '/unused', 5));
    const { exports, code } = await withEnv(cleanEnv, () => exportsOf(exampleFiles, config));
    expect(exports).toEqual({
      apiUrl: 'https://api.staging.example.com',
      assetsUrl: 'https://api.staging.example.com/assets',
      greeting: 'Welcome!\nPick a plan.',
      region: 'eu-west',
    });
    expect(code).not.toContain('postgres');
    expect(code).not.toContain('DATABASE_URL');
    const table = page.source.slice(
      page.source.indexOf('| Expression |'),
      page.source.indexOf('`DATABASE_URL` has no'),
    );
    for (const value of ['https://api.staging.example.com', 'https://api.staging.example.com/assets', 'eu-west']) {
      expect(table).toContain(`"${value}"`);
    }
  });

  it('lets the environment of the build win over every file', async () => {
    const config = single(loadConfig(exampleConfig!, '/unused', 5));
    const { exports } = await withEnv({ ...cleanEnv, WEBPACK_REGION: 'us-east', WEBPACK_API_URL: 'http://ci' }, () =>
      exportsOf(exampleFiles, config),
    );
    expect(exports.region).toBe('us-east');
    expect(exports.apiUrl).toBe('http://ci');
    expect(exports.assetsUrl).toBe('http://ci/assets');
  });

  it('is turned on by --dotenv on the command line', () => {
    const dir = makeProject({
      ...exampleFiles,
      'src/cli.js': "import { apiUrl } from './config.js';\nconsole.log(apiUrl);",
      'webpack.config.js': "module.exports = { mode: 'production', entry: './src/cli.js' };",
    });
    const cli = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
    execFileSync('node', [cli, '--dotenv'], { cwd: dir, stdio: 'pipe' });
    expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toContain('https://api.staging.example.com');
  });
});

describe('Dotenv page: which files are read', () => {
  const files = {
    'src/config.js': 'export const which = process.env.WEBPACK_WHICH;',
    '.env': 'WEBPACK_WHICH=.env',
    '.env.local': 'WEBPACK_WHICH=.env.local',
    '.env.development': 'WEBPACK_WHICH=.env.development',
    '.env.production': 'WEBPACK_WHICH=.env.production',
  };

  it('reads later files over earlier ones, per mode, and .env.development when no mode is set', async () => {
    expect((await exportsOf(files, { mode: 'production', dotenv: true })).exports.which).toBe('.env.production');
    expect((await exportsOf(files, { mode: 'development', dotenv: true })).exports.which).toBe('.env.development');
    expect((await exportsOf(files, { mode: 'none', dotenv: true })).exports.which).toBe('.env.local');
    const noMode = await exportsOf(files, { dotenv: true });
    expect(noMode.exports.which).toBe('.env.development');
    // ... while the build itself uses production defaults: no development-only module names, concatenated modules.
    expect(noMode.code).not.toContain('./src/config.js');
  });

  it('makes the files dependencies: a file created later is read by the next build of the same compiler', async () => {
    const dir = makeProject({ 'src/config.js': files['src/config.js'], '.env': files['.env'] });
    const webpack = webpackOf(5) as unknown as typeof webpackType;
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './src/config.js',
      target: 'node',
      dotenv: true,
      output: { path: path.join(dir, 'dist'), library: { type: 'commonjs2' } },
      optimization: { minimize: false },
    });
    const run = () =>
      new Promise<webpackType.Stats>((resolve, reject) =>
        compiler.run((err, stats) => (err ? reject(err) : resolve(stats!))),
      );
    const first = await run();
    expect([...first.compilation.fileDependencies]).toContain(path.join(dir, '.env'));
    expect([...first.compilation.missingDependencies]).toContain(path.join(dir, '.env.production.local'));
    expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toContain('".env"');
    fs.writeFileSync(path.join(dir, '.env.production.local'), 'WEBPACK_WHICH=created later\n');
    await run();
    expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toContain('"created later"');
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
  });

  it('fails with "Unable to read the dotenv file" when a file cannot be read', async () => {
    const dir = makeProject({ 'src/config.js': files['src/config.js'] });
    fs.mkdirSync(path.join(dir, '.env'));
    const result = await build(5, dir, { mode: 'production', entry: './src/config.js', dotenv: true });
    expect(result.text({})).toContain(`Unable to read the dotenv file ${path.join(dir, '.env')}`);
  });
});

describe('Dotenv page: what is replaced', () => {
  const code = [
    'export const retries = process.env.WEBPACK_RETRIES;',
    'export const all = import.meta.env;',
    'export const hiddenMeta = import.meta.env.DATABASE_URL;',
    'export const hiddenProcess = () => process.env.DATABASE_URL;',
  ].join('\n');

  it('writes strings, fills import.meta.env, and leaves other names alone', async () => {
    const files = { 'src/config.js': code, '.env': 'WEBPACK_RETRIES=3\nDATABASE_URL=postgres://db' };
    const { exports, code: bundle } = await withEnv({ DATABASE_URL: undefined }, () =>
      exportsOf(files, { mode: 'production', dotenv: true }),
    );
    expect(exports.retries).toBe('3');
    expect(Object.keys(exports.all as object).sort()).toEqual(
      ['BASE_URL', 'DEV', 'MODE', 'NODE_ENV', 'PROD', 'SSR', 'WEBPACK_RETRIES'].sort(),
    );
    expect(exports.hiddenMeta).toBeUndefined();
    expect(bundle).toContain('process.env.DATABASE_URL');
    expect(bundle).not.toContain('postgres');
  });
});

describe('Dotenv page: file syntax and expansion', () => {
  it('reads the syntax example as the page describes', async () => {
    const syntax = blocksTitled(blocksUnder(page, 'File syntax'), '.env')[0]!.code;
    const names = ['TITLE', 'SLOGAN', 'NOTE', 'EXPORTED', 'COLON', 'MULTILINE'];
    const files = {
      '.env': syntax,
      'src/config.js': names.map((n) => `export const ${n} = process.env.WEBPACK_${n};`).join('\n'),
    };
    const { exports } = await exportsOf(files, { mode: 'production', dotenv: true });
    expect(exports).toEqual({
      TITLE: 'My shop',
      SLOGAN: '  spaces and # stay inside quotes',
      NOTE: 'Double quotes turn \n into a line break',
      EXPORTED: 'the export keyword is allowed',
      COLON: 'a colon also works',
      MULTILINE: 'first line\nsecond line',
    });
  });

  it('expands references as the table says, against the files and the whole environment', async () => {
    const lines = {
      PLAIN: '${WEBPACK_SET}',
      BARE: '$WEBPACK_SET',
      UNSET: '${WEBPACK_NOT_SET}',
      DASH_COLON_EMPTY: '${WEBPACK_EMPTY:-fallback}',
      DASH_EMPTY: '${WEBPACK_EMPTY-fallback}',
      DASH_UNSET: '${WEBPACK_NOT_SET-fallback}',
      PLUS_SET: '${WEBPACK_SET:+other}',
      PLUS_NO_COLON: '${WEBPACK_SET+other}',
      PLUS_EMPTY: '${WEBPACK_EMPTY:+other}',
      ESCAPED: '\\$WEBPACK_SET',
      TOKEN: '${SHELL_ONLY_TOKEN}',
    };
    const files = {
      '.env': [
        'WEBPACK_SET=value',
        'WEBPACK_EMPTY=',
        ...Object.entries(lines).map(([k, v]) => `WEBPACK_${k}=${v}`),
      ].join('\n'),
      'src/config.js': Object.keys(lines)
        .map((k) => `export const ${k} = process.env.WEBPACK_${k};`)
        .join('\n'),
    };
    const { exports } = await withEnv({ SHELL_ONLY_TOKEN: 'ghp_secret', WEBPACK_NOT_SET: undefined }, () =>
      exportsOf(files, { mode: 'production', dotenv: true }),
    );
    expect(exports).toEqual({
      PLAIN: 'value',
      BARE: 'value',
      UNSET: '',
      DASH_COLON_EMPTY: 'fallback',
      DASH_EMPTY: 'fallback',
      DASH_UNSET: 'fallback',
      PLUS_SET: 'other',
      PLUS_NO_COLON: 'other',
      PLUS_EMPTY: '',
      ESCAPED: '$WEBPACK_SET',
      TOKEN: 'ghp_secret',
    });
  });
});

describe('Dotenv page: options and plugin', () => {
  it('reads the template example in its order from its directory, with both prefixes', async () => {
    const files = {
      'config/env/defaults.env': 'WEBPACK_A=defaults\nWEBPACK_B=defaults\nPUBLIC_C=defaults\nOTHER_D=defaults',
      'config/env/development.env': 'WEBPACK_B=development\nPUBLIC_C=development',
      'config/env/local.env': 'PUBLIC_C=local',
      'src/config.js': [
        'export const A = process.env.WEBPACK_A;',
        'export const B = process.env.WEBPACK_B;',
        'export const C = process.env.PUBLIC_C;',
        'export const D = import.meta.env.OTHER_D;',
      ].join('\n'),
    };
    const { exports } = await exportsOf(files, (dir) => single(loadConfig(templateConfig!, dir, 5)));
    expect({ ...exports }).toEqual({ A: 'defaults', B: 'development', C: 'local', D: undefined });
  });

  it('exposes only prefixed variables of the environment with dir: false', async () => {
    const files = {
      '.env': 'WEBPACK_FROM_FILE=file',
      'src/config.js': 'export const a = process.env.WEBPACK_FROM_ENV;',
    };
    const { exports, code } = await withEnv({ WEBPACK_FROM_ENV: 'environment' }, () =>
      exportsOf(
        { ...files, 'src/config.js': `${files['src/config.js']}\nexport const b = import.meta.env.WEBPACK_FROM_FILE;` },
        {
          mode: 'production',
          dotenv: { dir: false },
        },
      ),
    );
    expect(exports).toEqual({ a: 'environment', b: undefined });
    expect(code).not.toContain('"file"');
  });

  it('rejects an empty prefix', async () => {
    await expect(
      exportsOf({ 'src/config.js': 'export {};' }, { mode: 'production', dotenv: { prefix: '' } }),
    ).rejects.toThrow(/configuration\.dotenv\.prefix should be a non-empty string/);
  });

  it('works as webpack.DotenvPlugin with the same options', async () => {
    const files = { 'env/.env': 'PUBLIC_KEY=pk_123', 'src/config.js': 'export const key = process.env.PUBLIC_KEY;' };
    const { exports } = await exportsOf(files, (dir) => single(loadConfig(pluginConfig!, dir, 5)));
    expect(exports.key).toBe('pk_123');
  });
});
