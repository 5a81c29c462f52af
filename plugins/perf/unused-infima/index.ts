/**
 * Takes out of Infima's stylesheet the rules for classes the site never uses and the custom properties nothing reads
 * (see unused.ts): about 2 KB of the render-blocking CSS every page loads. Only Infima's own file is touched; the
 * theme's, the plugins' and the site's CSS pass through unchanged.
 */
import type { Plugin } from '@docusaurus/types';
import type { AtRule, Container, Plugin as PostCssPlugin } from 'postcss';
import { UNUSED_CLASSES, UNUSED_PROPERTIES } from './unused';
import type { PatchInfo } from '../patch';

export const patch: PatchInfo = {
  name: 'unused-infima',
  summary: "Infima's rules for classes no page uses, and properties nothing reads, left out of the CSS",
  kind: 'plugin',
  reliesOn: [
    {
      package: 'infima',
      version: '0.2.0-alpha.45',
      files: ['dist/css/default/default.css'],
      detail:
        "the class names and custom properties listed in unused.ts are Infima's, and the file lives under dist/css/",
    },
  ],
};

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const usesUnusedClass = (selector: string) => [...selector.matchAll(CLASS)].some((m) => UNUSED_CLASSES.has(m[1]!));
export const isInfima = (file: string | undefined) => !!file && /[\\/]infima[\\/]dist[\\/]css[\\/]/.test(file);

/** Removes empty rules and at-rules (`@media`, `@supports`) left behind, innermost first. */
function removeEmpty(container: Container) {
  container.each((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return;
    if (!(node as Container).nodes) return;
    removeEmpty(node as Container);
    if ((node as Container).nodes!.length === 0) node.remove();
  });
}

export const pruneInfima: PostCssPlugin = {
  postcssPlugin: 'unused-infima',
  Once(root) {
    if (!isInfima(root.source?.input.file)) return;
    root.walkRules((rule) => {
      if ((rule.parent as AtRule | undefined)?.name?.endsWith('keyframes')) return;
      const kept = rule.selectors.filter((selector) => !usesUnusedClass(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    root.walkDecls((decl) => {
      if (UNUSED_PROPERTIES.has(decl.prop)) decl.remove();
    });
    removeEmpty(root);
  },
};

export default function unusedInfimaPlugin(): Plugin {
  return {
    name: 'unused-infima',
    configurePostCss(options) {
      // First, so that the cascade-layers plugin wraps what is left.
      options.plugins.unshift(pruneInfima);
      return options;
    },
  };
}
