/**
 * Runs a configuration example from the docs and validates it against
 * webpack's schema (and webpack-dev-server's for `devServer`), the way
 * webpack itself would when the file is used as webpack.config.js.
 */
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { transformSync } from '@babel/core';
import type { CodeBlock } from './codeBlocks';
import type webpackType from 'webpack';
import type * as schemaUtils from 'schema-utils';

const ROOT = path.resolve(__dirname, '../..');
const rootRequire = createRequire(path.join(ROOT, 'package.json'));
const BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

export type WebpackMajor = 4 | 5;

/** The webpack an example of a docs version is validated with: webpack4 for version 4, the installed webpack 5 else. */
export function webpackMajorOf(version: string): WebpackMajor {
  return version === '4' ? 4 : 5;
}

/** A stand-in for a package that is not installed: constructible (a plugin), callable and indexable. */
function stub(name: string): unknown {
  const target = function stubbed(this: unknown) {
    if (new.target) return { apply() {}, stubbedFrom: name };
    return `${name}`;
  };
  return new Proxy(target, {
    get(fn, prop) {
      if (prop === 'loader') return `${name}/loader`;
      if (prop === '__esModule') return false;
      if (typeof prop === 'symbol' || prop in fn) return Reflect.get(fn, prop);
      return stub(`${name}.${prop}`);
    },
  });
}

function webpackFor(major: WebpackMajor): typeof webpackType {
  return rootRequire(major === 5 ? 'webpack' : 'webpack4');
}

/** Sibling code blocks of the same page, by title, so that `require('./webpack.common.js')` works. */
export type Siblings = ReadonlyMap<string, CodeBlock>;

export async function evaluateConfig(
  block: CodeBlock,
  major: WebpackMajor,
  siblings: Siblings = new Map(),
): Promise<unknown> {
  const loaded = new Map<string, unknown>();

  const run = (code: string, file: string, isTs: boolean): unknown => {
    const source = code
      .replace(/import\.meta\.url/g, '__exampleFileUrl')
      .replace(/import\.meta\.dirname/g, '__dirname');
    const compiled = transformSync(source, {
      filename: file,
      babelrc: false,
      configFile: false,
      presets: isTs ? [[rootRequire.resolve('@babel/preset-typescript'), { allowDeclareFields: true }]] : [],
      plugins: [rootRequire.resolve('@babel/plugin-transform-modules-commonjs')],
      sourceType: 'unambiguous',
    })!.code!;
    const module = { exports: {} as unknown };
    const dirname = '/project';
    const exampleRequire = Object.assign(
      (request: string): unknown => {
        if (request === 'webpack') return webpackFor(major);
        if (BUILTINS.has(request)) return rootRequire(request);
        if (request.startsWith('.')) {
          const name = path.posix.normalize(request).replace(/^\.\//, '');
          const sibling = [...siblings.entries()].find(
            ([title]) => title === name || title.replace(/\.[cm]?[jt]s$/, '') === name,
          );
          if (!sibling) return stub(request);
          if (!loaded.has(sibling[0]))
            loaded.set(sibling[0], run(sibling[1].code, sibling[0], /\.ts$/.test(sibling[0])));
          return loaded.get(sibling[0]);
        }
        try {
          return rootRequire(request);
        } catch {
          return stub(request);
        }
      },
      {
        resolve: (request: string) => {
          try {
            return rootRequire.resolve(request);
          } catch {
            return path.join(dirname, 'node_modules', request);
          }
        },
      },
    );
    // Run in the realm webpack was loaded in (also under Jest's sandbox): its schema
    // checks `instanceof RegExp` and `instanceof Function`.
    const wrapper = new Function(
      'exports',
      'require',
      'module',
      '__filename',
      '__dirname',
      '__exampleFileUrl',
      compiled,
    ) as (...args: unknown[]) => void;
    wrapper(module.exports, exampleRequire, module, path.join(dirname, file), dirname, `file://${dirname}/${file}`);
    const exported = module.exports as { __esModule?: boolean; default?: unknown };
    return exported && exported.__esModule ? exported.default : exported;
  };

  const file =
    block.title ?? (block.lang === 'ts' || block.lang === 'typescript' ? 'webpack.config.ts' : 'webpack.config.js');
  return run(block.code, file, /\.ts$/.test(file) || block.lang === 'ts' || block.lang === 'typescript');
}

/** webpack's own handling of a config export: a function gets (env, argv); arrays hold several configs. */
export async function resolveConfigs(exported: unknown): Promise<unknown[]> {
  let value = exported;
  if (typeof value === 'function')
    value = await (value as (env: object, argv: object) => unknown)({}, { mode: 'production' });
  value = await value;
  if (Array.isArray(value)) {
    return Promise.all(
      value.map(async (item) => (typeof item === 'function' ? item({}, { mode: 'production' }) : item)),
    );
  }
  return [value];
}

export function validateConfig(config: unknown, major: WebpackMajor): void {
  const webpack = webpackFor(major) as unknown as {
    validate: (c: unknown) => unknown;
    WebpackOptionsValidationError?: new (errors: unknown) => Error;
  };
  if (major === 4) {
    const errors = webpack.validate(config) as unknown[];
    if (errors.length > 0) throw new webpack.WebpackOptionsValidationError!(errors);
  } else {
    webpack.validate(config);
    const devServer = (config as { devServer?: unknown } | null)?.devServer;
    if (devServer !== undefined) {
      const { validate } = rootRequire('schema-utils') as typeof schemaUtils;
      const { schema } = rootRequire('webpack-dev-server') as { schema: Parameters<typeof validate>[0] };
      validate(schema, devServer as object, { name: 'Dev Server', baseDataPath: 'options' });
    }
  }
}

export async function checkExample(block: CodeBlock, major: WebpackMajor, siblings?: Siblings): Promise<void> {
  const configs = await resolveConfigs(await evaluateConfig(block, major, siblings));
  for (const config of configs) validateConfig(config, major);
}
