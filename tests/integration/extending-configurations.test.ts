/**
 * The Extending Configurations page (docs/configuration/extending-configurations.mdx)
 * against real webpack-cli 6 runs of its files: the merged configuration it
 * prints, the builds of the development and production files, several bases,
 * bases that extend others and the cycle error, paths resolved from the working
 * directory, the --extends flag replacing the file's extends, and the Node API
 * ignoring extends while the page's webpack-merge script builds.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/content/site';
import { blocksTitled, build, makeProject, readPage, removeProjects, writeFiles } from './webpackProject';

afterAll(removeProjects);

const CLI = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
const page = readPage('docs/configuration/extending-configurations.mdx');
const code = (title: string, index = 0) => blocksTitled(page.blocks, title)[index]!.code;

// Records the options webpack received (after webpack-cli merged the files) into options.json.
const RECORDER = `
const fs = require('fs');
module.exports = {
  apply(compiler) {
    compiler.hooks.environment.tap('Recorder', () => {
      const { mode, devtool, entry, output, module, plugins } = compiler.options;
      fs.writeFileSync('options.json', JSON.stringify({
        mode, devtool, entry, output: { path: output.path, filename: output.filename, clean: output.clean },
        rules: module.rules.map((rule) => ({ test: String(rule.test), type: rule.type })),
        plugins: plugins.map((plugin) => plugin.constructor.name).filter((name) => name !== 'CLIPlugin' && name !== 'Object'),
      }));
    });
  },
};`;

/** A project with the page's files, a logo, the recorder, and the site's node_modules (the files require webpack). */
function project(extra: Record<string, string> = {}): string {
  const dir = makeProject({
    'webpack.common.js': code('webpack.common.js'),
    'webpack.dev.js': code('webpack.dev.js'),
    'webpack.prod.js': code('webpack.prod.js'),
    'webpack.analytics.js': code('webpack.analytics.js'),
    'src/index.js': code('src/index.js'),
    'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'recorder.js': RECORDER,
    ...extra,
  });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

function cli(dir: string, args: string[], cwd = dir) {
  return spawnSync('node', [CLI, ...args], { cwd, encoding: 'utf8' });
}

/** Runs the CLI on a configuration that extends `file` and adds the recorder; returns what webpack received. */
function received(dir: string, file: string, args: string[] = []) {
  writeFiles(dir, {
    'inspect.config.js': `module.exports = { extends: require.resolve('./${file}'), plugins: [require('./recorder.js')] };`,
  });
  const run = cli(dir, ['--config', 'inspect.config.js', ...args]);
  expect(run.stderr + run.stdout).not.toMatch(/ERROR|Error:/);
  return JSON.parse(fs.readFileSync(path.join(dir, 'options.json'), 'utf8')) as Record<string, unknown>;
}

describe('Extending Configurations page: a shared base', () => {
  it('gives webpack the merged configuration the page prints for webpack.dev.js', () => {
    const dir = project();
    const options = received(dir, 'webpack.dev.js');
    // The page's object, with its placeholder project path replaced by the real one.
    const printed = new Function(
      `return (${code('merged webpack.dev.js').replace('/path/to/project', dir.replace(/\\/g, '/'))});`,
    )() as {
      entry: string;
      output: object;
      module: { rules: { test: RegExp; type: string }[] };
      mode: string;
      devtool: string;
    };
    expect(options).toEqual({
      mode: printed.mode,
      devtool: printed.devtool,
      entry: { main: { import: [printed.entry] } },
      output: printed.output,
      rules: printed.module.rules.map((rule) => ({ test: String(rule.test), type: rule.type })),
      plugins: [],
    });
  });

  it('builds the development and production files as the page describes', () => {
    const dir = project();
    execFileSync('node', [CLI, '--config', 'webpack.dev.js'], { cwd: dir, stdio: 'pipe' });
    const dev = fs.readdirSync(path.join(dir, 'dist'));
    expect(dev).toContain('main.js');
    expect(dev.some((file) => file.endsWith('.svg'))).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toContain('eval(');

    execFileSync('node', [CLI, '--config', 'webpack.prod.js'], { cwd: dir, stdio: 'pipe' });
    const prod = fs.readdirSync(path.join(dir, 'dist'));
    // output.clean of the common file removed the development build
    expect(prod).not.toContain('main.js');
    const bundle = prod.find((file) => /^main\.[0-9a-f]{20}\.js$/.test(file))!;
    expect(prod).toContain(`${bundle}.map`);
    // The minimizer moves the banner, a /*! comment, into the license file (see the BannerPlugin page).
    expect(fs.readFileSync(path.join(dir, 'dist', `${bundle}.LICENSE.txt`), 'utf8')).toContain('(c) Example Ltd.');
  });
});

describe('Extending Configurations page: merging and bases', () => {
  it('joins arrays and keeps the last scalar, with several bases in their order', () => {
    const dir = project({ 'webpack.config.js': code('webpack.config.js') });
    const options = received(dir, 'webpack.config.js');
    expect(options.mode).toBe('production');
    expect(options.plugins).toEqual(['DefinePlugin']);
    expect(options.rules).toEqual([{ test: '/\\.svg$/i', type: 'asset/resource' }]);
    const withProd = received(dir, 'webpack.prod.js');
    expect(withProd.plugins).toEqual(['BannerPlugin']);
  });

  it('follows a chain of extends, deepest first, and merges an exported array into one', () => {
    const dir = project({
      'base/root.js': "module.exports = [{ devtool: 'source-map', name: 'first' }, { name: 'second' }];",
      'base/middle.js': `module.exports = (env) => ({ extends: require.resolve('./root.js'), mode: env.mode ?? 'none' });`,
      'webpack.config.js':
        "module.exports = { extends: require.resolve('./base/middle.js'), entry: './src/index.js' };",
    });
    writeFiles(dir, {
      'inspect.config.js':
        "module.exports = { extends: require.resolve('./webpack.config.js'), plugins: [require('./recorder.js')], module: { rules: [{ test: /\\.svg$/, type: 'asset/resource' }] } };",
    });
    cli(dir, ['--config', 'inspect.config.js', '--env', 'mode=development']);
    const options = JSON.parse(fs.readFileSync(path.join(dir, 'options.json'), 'utf8')) as Record<string, unknown>;
    expect(options).toMatchObject({ mode: 'development', devtool: 'source-map' });
  });

  it('stops a cycle with "Recursive configuration detected, exiting." and exit code 2', () => {
    const dir = project({
      'a.config.js': "module.exports = { extends: require.resolve('./b.config.js') };",
      'b.config.js': "module.exports = { extends: require.resolve('./a.config.js') };",
    });
    const run = cli(dir, ['--config', 'a.config.js']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Recursive configuration detected, exiting.');
  });
});

describe('Extending Configurations page: paths and the command line', () => {
  it('resolves a relative path from the working directory, and require.resolve from the file', () => {
    const dir = project({
      'config/relative.js': "module.exports = { extends: './webpack.common.js', mode: 'development' };",
      // context, which also defaults to the working directory, is set so that the entry is found
      'config/absolute.js':
        "module.exports = { extends: require.resolve('../webpack.common.js'), mode: 'development', context: require('path').resolve(__dirname, '..') };",
    });
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'elsewhere-'));
    try {
      const relative = cli(dir, ['--config', path.join(dir, 'config/relative.js')], elsewhere);
      expect(relative.status).not.toBe(0);
      expect(relative.stderr).toContain(path.join(elsewhere, 'webpack.common.js'));
      const absolute = cli(dir, ['--config', path.join(dir, 'config/absolute.js')], elsewhere);
      expect(absolute.status).toBe(0);
      expect(fs.readdirSync(path.join(dir, 'dist')).some((file) => /^main\.[0-9a-f]{20}\.js$/.test(file))).toBe(true);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('replaces the file’s extends with --extends', () => {
    const dir = project({ 'webpack.config.js': code('webpack.config.js') });
    const options = received(dir, 'webpack.config.js', ['--extends', './webpack.prod.js']);
    // the recorder's own extends (and so webpack.config.js and its analytics base) are replaced
    expect(options.plugins).toEqual(['BannerPlugin']);
    expect(options.mode).toBe('production');
  });
});

describe('Extending Configurations page: the Node API', () => {
  it('ignores extends in webpack(config), and builds with the page’s webpack-merge script', async () => {
    const dir = project({ 'build.js': code('build.js') });
    // The page's file, loaded as a script that passes it to webpack() would load it.
    const devConfig = createRequire(path.join(dir, 'package.json'))('./webpack.dev.js') as Record<string, unknown>;
    const ignored = await build(5, dir, { ...devConfig, output: { path: path.join(dir, 'dist-node') } });
    expect(ignored.text({})).toContain('Module parse failed');

    execFileSync('node', ['build.js'], { cwd: dir, stdio: 'pipe' });
    expect(fs.readdirSync(path.join(dir, 'dist')).some((file) => /^main\.[0-9a-f]{20}\.js\.map$/.test(file))).toBe(
      true,
    );
  });
});
