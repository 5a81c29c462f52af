// @ts-check
/**
 * The bundler loader of plugins/lean-generated-modules (see index.ts and the README): Docusaurus' generated modules as
 * the browser bundle gets them. CommonJS and JavaScript because Rspack and webpack load loaders with Node's `require`.
 */
const fs = require('node:fs');
const path = require('node:path');

/** A registry entry as Docusaurus 3.10 writes it: name, loader, module path, module id. */
const REGISTRY_ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\\n]|\\.)*")\), \2, require\.resolveWeak\(\2\)\],$/;

/**
 * The chunk names of the registry, in its order (sorted, as Docusaurus writes it), or undefined when the registry is
 * not in the form this loader knows. Each entry is one line.
 * @param {string} source
 * @returns {string[] | undefined}
 */
function registryNames(source) {
  const lines = source.split('\n').filter((line) => line.startsWith('  "'));
  const names = lines.map((line) => REGISTRY_ENTRY.exec(line.replace(/\};$/, ''))?.[1]);
  return lines.length > 0 && names.every((name) => name !== undefined) ? /** @type {string[]} */ (names) : undefined;
}

/**
 * The short name of each chunk of the registry: its place in the registry, in base 36. Docusaurus names a chunk by an
 * 8-character hash of its module path, and the browser carries every name three times (the registry, the chunk names
 * of each route, and the runtime's map from chunk name to chunk id): several kilobytes that gzip cannot shrink.
 * @param {string[]} names
 * @returns {Map<string, string>}
 */
function shortNames(names) {
  return new Map(names.map((name, index) => [name, index.toString(36)]));
}

/**
 * The registry (`registry.js`) maps each chunk name to `[load, modulePath, moduleId]`. Only the server render reads
 * `modulePath` (react-loadable reports it to find a page's files) and `moduleId` (react-loadable's `webpack` option,
 * which only its `preloadReady` reads, and Docusaurus does not call it): the browser's entries are `[load]`. Each
 * chunk gets its short name (`shortNames`), as its key and as the bundler's name for the chunk.
 * @param {string} source
 * @returns {string | undefined} undefined when the source is not in the expected form
 */
function browserRegistry(source) {
  const names = registryNames(source);
  if (!names) return undefined;
  const short = shortNames(names);
  return source
    .split('\n')
    .map((line) => {
      if (!line.startsWith('  "')) return line;
      const end = line.endsWith('};') ? '};' : '';
      const [, name, modulePath] = /** @type {RegExpExecArray} */ (
        REGISTRY_ENTRY.exec(line.slice(0, line.length - end.length))
      );
      const id = short.get(/** @type {string} */ (name));
      return `  "${id}": [() => import(/* webpackChunkName: "${id}" */ ${modulePath})],${end}`;
    })
    .join('\n');
}

/**
 * The chunk names of each route (`routesChunkNames.json`, read by the browser to load and prefetch a route's chunks),
 * with the registry's short names (`shortNames`), read from the registry Docusaurus wrote beside it. A name the
 * registry does not hold stays as it is (Docusaurus skips it too). When the registry is not in the known form, neither
 * file is changed; when the registry is but this file is not, the build fails: the two must agree.
 * @param {string} source
 * @param {{ readSibling(file: string): string }} context
 * @returns {string | undefined}
 */
function browserRoutesChunkNames(source, context) {
  const names = registryNames(context.readSibling('registry.js'));
  if (!names) return source;
  const short = shortNames(names);
  /** @type {unknown} */
  let chunkNames;
  try {
    chunkNames = JSON.parse(source);
  } catch (error) {
    throw new Error(
      `lean-generated-modules: routesChunkNames.json is not JSON, and the registry's names changed: ${error}`,
    );
  }
  /** @param {unknown} value @returns {unknown} */
  const rename = (value) => {
    if (typeof value === 'string') return short.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rename);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]));
    return value;
  };
  return JSON.stringify(rename(chunkNames));
}

/** A route's path and component as Docusaurus 3.10 writes them in `routes.js`, on two lines. */
const ROUTE_PATH = /^( +)path: '([^'\n]*)',$/;
const ROUTE_COMPONENT = /^( +)component: ComponentCreator\('([^'\n]*)'(?:, '([^'\n]*)')?\)(,?)$/;

const ROUTES_HEAD =
  "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n";

/** Gives each route a getter that makes its component from its path and hash once, when first read. */
const LAZY_ROUTE_COMPONENTS = `/** lean-generated-modules: each route's component is made when it is first read (see the plugin's README). */
function lazyComponents(routes) {
  for (const route of routes) {
    const hash = route.component;
    Object.defineProperty(route, 'component', {
      configurable: true,
      enumerable: true,
      get() {
        const component = ComponentCreator(route.path, hash);
        Object.defineProperty(route, 'component', { value: component, configurable: true, enumerable: true, writable: true });
        return component;
      },
    });
    if (route.routes) lazyComponents(route.routes);
  }
  return routes;
}
`;

/**
 * The route tree (`routes.js`) with each route's component made when first read instead of when the module loads.
 * Docusaurus calls `ComponentCreator(path, hash)` for every route of the site as the main bundle starts (about 400
 * here, each a react-loadable component class), though a page renders the few its address matches. The browser's
 * tree has the route's hash in its place (the path is the route's own), and `lazyComponents` turns it into a getter.
 * @param {string} source
 * @returns {string | undefined} undefined when the source is not in the expected form
 */
function routesWithLazyComponents(source) {
  if (!source.startsWith(ROUTES_HEAD) || !source.endsWith('\n];\n')) return undefined;
  const lines = source.split('\n');
  let calls = 0;
  let replaced = 0;
  const body = lines.map((line, index) => {
    if (line.includes('ComponentCreator(')) calls += 1;
    const component = ROUTE_COMPONENT.exec(line);
    const routePath = ROUTE_PATH.exec(lines[index - 1] ?? '');
    // The component is made for the route's own path (`'*'`, the not-found route, has no hash).
    if (!component || !routePath || routePath[1] !== component[1] || routePath[2] !== component[2]) return line;
    replaced += 1;
    const hash = component[3] === undefined ? 'undefined' : `'${component[3]}'`;
    return `${component[1]}component: ${hash}${component[4]}`;
  });
  if (replaced === 0 || replaced !== calls) return undefined;
  const text = body.join('\n');
  const imports = ROUTES_HEAD.slice(0, -'export default [\n'.length);
  const routes = text.slice(ROUTES_HEAD.length, -'];\n'.length);
  return `${imports}${LAZY_ROUTE_COMPONENTS}\nexport default lazyComponents([\n${routes}]);\n`;
}

/**
 * The value of a JSON text, or undefined when it is not JSON.
 * @param {string} text
 * @returns {unknown}
 */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The site config's plugin entries, with their options: the plugins read them when they load, in Node. */
const PLUGIN_ENTRIES = ['presets', 'themes', 'plugins'];

/**
 * The site config (`docusaurus.config.mjs`, `export default {…};`, the config as JSON) with its plugin entries
 * empty: no code in the browser reads them (a component gets a plugin's data from the plugin, as global or route
 * data), and with the options of every plugin they are about a third of the file.
 * @param {string} source
 * @returns {string | undefined} undefined when the source is not in the expected form
 */
function siteConfigWithoutPluginEntries(source) {
  const match = /^([^]*?\nexport default )(\{[^]*\});\n?$/.exec(source);
  if (!match) return undefined;
  const config = /** @type {Record<string, unknown> | undefined} */ (parseJson(match[2] ?? ''));
  if (!config) return undefined;
  if (!PLUGIN_ENTRIES.every((key) => Array.isArray(config[key]))) return undefined;
  for (const key of PLUGIN_ENTRIES) config[key] = [];
  return `${match[1]}${JSON.stringify(config, null, 2)};\n`;
}

/**
 * The site metadata (`site-metadata.json`) without the name and version of every plugin (`pluginVersions`), which
 * no code in the browser reads; the Docusaurus and site versions stay.
 * @param {string} source
 * @returns {string | undefined} undefined when the source is not in the expected form
 */
function siteMetadataWithoutPluginVersions(source) {
  const metadata = /** @type {Record<string, unknown> | undefined} */ (parseJson(source));
  if (!metadata) return undefined;
  if (typeof metadata.pluginVersions !== 'object' || metadata.pluginVersions === null) return undefined;
  return JSON.stringify({ ...metadata, pluginVersions: {} }, null, 2);
}

/** The docs plugin's name in the global data. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * A doc's path and sidebar as most docs have them: the version's path and the doc's id (`index` as the folder's own
 * page), and the sidebar named by the id's first segment. The browser module below (`EXPAND_DOCS`) computes the same.
 * @param {string} versionPath
 * @param {string} id
 */
const derivedPath = (versionPath, id) =>
  `${versionPath === '/' ? '' : versionPath}/${id.replace(/(^|\/)index$/, '$1')}`;
const derivedSidebar = (/** @type {string} */ id) => id.split('/')[0];

const EXPAND_DOCS = `/** lean-generated-modules: each docs version's docs, written compactly (see the plugin's README). */
function docs(versionPath, entries) {
  return entries.map((entry) => {
    if (typeof entry !== 'string') return entry.length === 3 ? { id: entry[0], path: entry[1], sidebar: entry[2] } : { id: entry[0], path: entry[1] };
    const path = (versionPath === '/' ? '' : versionPath) + '/' + entry.replace(/(^|\\/)index$/, '$1');
    return { id: entry, path, sidebar: entry.split('/')[0] };
  });
}
`;

/**
 * The global data (`globalData.json`) as a module in which each docs version's list of docs (id, path and sidebar of
 * every doc, which the browser reads to link a doc to the same doc in the other version) is written compactly: a doc
 * whose path and sidebar follow from its id (`derivedPath`, `derivedSidebar`) is its id alone, any other is
 * `[id, path, sidebar?]`. The browser module makes the same objects again as it starts. Every other value is as it was.
 * @param {string} source
 * @returns {string | undefined} undefined when the source is not in the expected form
 */
function globalDataWithCompactDocs(source) {
  const data =
    /** @type {Record<string, Record<string, { versions?: { path: string, docs: unknown }[] }>> | undefined} */ (
      parseJson(source)
    );
  if (!data) return undefined;
  /** @type {string[]} */
  const lists = [];
  const placeholder = (/** @type {number} */ index) => `__lean_docs_${index}__`;
  for (const instance of Object.values(data[DOCS_PLUGIN] ?? {})) {
    if (!Array.isArray(instance.versions)) return undefined;
    for (const version of instance.versions) {
      if (typeof version.path !== 'string' || !Array.isArray(version.docs)) return undefined;
      /** @type {unknown[]} */
      const entries = [];
      for (const doc of /** @type {Record<string, unknown>[]} */ (version.docs)) {
        const { id, path: docPath, sidebar, ...rest } = doc;
        if (typeof id !== 'string' || typeof docPath !== 'string' || Object.keys(rest).length > 0) return undefined;
        if (sidebar !== undefined && typeof sidebar !== 'string') return undefined;
        if (docPath === derivedPath(version.path, id) && sidebar !== undefined && sidebar === derivedSidebar(id)) {
          entries.push(id);
        } else {
          entries.push(sidebar === undefined ? [id, docPath] : [id, docPath, sidebar]);
        }
      }
      lists.push(`docs(${JSON.stringify(version.path)}, ${JSON.stringify(entries)})`);
      version.docs = placeholder(lists.length - 1);
    }
  }
  let json = JSON.stringify(data);
  lists.forEach((list, index) => {
    json = json.replace(JSON.stringify(placeholder(index)), () => list);
  });
  return `${EXPAND_DOCS}export default ${json};\n`;
}

/** @type {Record<string, (source: string, context: { readSibling(file: string): string }) => string | undefined>} */
const TRANSFORMS = {
  'registry.js': browserRegistry,
  'routes.js': routesWithLazyComponents,
  'routesChunkNames.json': browserRoutesChunkNames,
  'docusaurus.config.mjs': siteConfigWithoutPluginEntries,
  'site-metadata.json': siteMetadataWithoutPluginVersions,
  'globalData.json': globalDataWithCompactDocs,
};

/** Where @docusaurus/core 3.10.2 writes each file the loader changes. */
const WRITTEN_BY = {
  'registry.js': 'lib/server/codegen/codegenRoutes.js',
  'routes.js': 'lib/server/codegen/codegenRoutes.js',
  'routesChunkNames.json': 'lib/server/codegen/codegenRoutes.js',
  'docusaurus.config.mjs': 'lib/server/codegen/codegen.js',
  'site-metadata.json': 'lib/server/codegen/codegen.js',
  'globalData.json': 'lib/server/codegen/codegen.js',
};

/**
 * A file in a form the loader does not know (a Docusaurus update) stops the build: bundled unchanged it would work,
 * but the bytes it saves would be gone without a word.
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 */
function leanGeneratedModule(source) {
  const file = path.basename(this.resourcePath);
  const transform = TRANSFORMS[file];
  const readSibling = (/** @type {string} */ sibling) => {
    const siblingPath = path.join(path.dirname(this.resourcePath), sibling);
    this.addDependency(siblingPath);
    return fs.readFileSync(siblingPath, 'utf8');
  };
  const result = transform?.(source, { readSibling });
  if (result !== undefined) return result;
  throw new Error(
    `plugins/perf/lean-generated-modules: .docusaurus/${file} is not in the form @docusaurus/core 3.10.2 writes it ` +
      `(${WRITTEN_BY[/** @type {keyof typeof WRITTEN_BY} */ (file)] ?? 'lib/server/codegen/'}). Build with ` +
      'PERF_PATCHES_OFF=lean-generated-modules to go on without this patch, and see UPGRADING.md.',
  );
}

module.exports = leanGeneratedModule;
module.exports.TRANSFORMS = TRANSFORMS;
module.exports.browserRegistry = browserRegistry;
module.exports.browserRoutesChunkNames = browserRoutesChunkNames;
module.exports.routesWithLazyComponents = routesWithLazyComponents;
module.exports.siteConfigWithoutPluginEntries = siteConfigWithoutPluginEntries;
module.exports.siteMetadataWithoutPluginVersions = siteMetadataWithoutPluginVersions;
module.exports.globalDataWithCompactDocs = globalDataWithCompactDocs;
