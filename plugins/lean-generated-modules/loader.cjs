// @ts-check
/**
 * The bundler loader of plugins/lean-generated-modules (see index.ts and the README): Docusaurus' generated modules as
 * the browser bundle gets them. CommonJS and JavaScript because Rspack and webpack load loaders with Node's `require`.
 */
const path = require('node:path');

/**
 * The registry (`registry.js`) maps each chunk name to `[load, modulePath, moduleId]`. Only the server render reads
 * `modulePath` (react-loadable reports it to find a page's files); the browser gets an empty string instead.
 * @param {string} source
 * @returns {string | undefined} undefined when the source is not in the expected form
 */
function registryWithoutModulePaths(source) {
  let entries = 0;
  const result = source.replace(
    /^( {2}"[^"]+": \[\(\) => import\([^\n]*?\), )"((?:[^"\\\n]|\\.)*)"(, require\.resolveWeak\("\2"\)\],)(?=\n|\};)/gm,
    (_line, start, _modulePath, end) => {
      entries += 1;
      return `${start}""${end}`;
    },
  );
  const lines = source.split('\n').filter((line) => line.startsWith('  "')).length;
  return entries > 0 && entries === lines ? result : undefined;
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
  /** @type {Record<string, unknown>} */
  let config;
  try {
    config = JSON.parse(match[2] ?? '');
  } catch {
    return undefined;
  }
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
  /** @type {Record<string, unknown>} */
  let metadata;
  try {
    metadata = JSON.parse(source);
  } catch {
    return undefined;
  }
  if (typeof metadata.pluginVersions !== 'object' || metadata.pluginVersions === null) return undefined;
  return JSON.stringify({ ...metadata, pluginVersions: {} }, null, 2);
}

/** @type {Record<string, (source: string) => string | undefined>} */
const TRANSFORMS = {
  'registry.js': registryWithoutModulePaths,
  'docusaurus.config.mjs': siteConfigWithoutPluginEntries,
  'site-metadata.json': siteMetadataWithoutPluginVersions,
};

/**
 * @this {{ resourcePath: string, emitWarning(error: Error): void }}
 * @param {string} source
 */
function leanGeneratedModule(source) {
  const file = path.basename(this.resourcePath);
  const transform = TRANSFORMS[file];
  const result = transform?.(source);
  if (result !== undefined) return result;
  this.emitWarning(
    new Error(`lean-generated-modules: ${file} is not in the form this loader knows; it is bundled as it is.`),
  );
  return source;
}

module.exports = leanGeneratedModule;
module.exports.TRANSFORMS = TRANSFORMS;
module.exports.registryWithoutModulePaths = registryWithoutModulePaths;
module.exports.siteConfigWithoutPluginEntries = siteConfigWithoutPluginEntries;
module.exports.siteMetadataWithoutPluginVersions = siteMetadataWithoutPluginVersions;
