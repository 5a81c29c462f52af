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

/** @type {Record<string, (source: string) => string | undefined>} */
const TRANSFORMS = {
  'registry.js': registryWithoutModulePaths,
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
