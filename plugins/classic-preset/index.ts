/**
 * Docusaurus' classic preset with two of its parts wrapped: theme-classic without Prism in the browser
 * (plugins/code-highlight/theme.ts) and the docs plugin with lean version props (plugins/docs-lean-props). Same
 * options as `@docusaurus/preset-classic`; every other plugin of the preset is unchanged.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, PluginConfig, Preset } from '@docusaurus/types';
import presetClassic, { type Options } from '@docusaurus/preset-classic';

// The preset names its plugins by resolved path, from its own location.
const presetRequire = createRequire(require.resolve('@docusaurus/preset-classic'));
const WRAPPERS: Record<string, string> = {
  [presetRequire.resolve('@docusaurus/theme-classic')]: path.join(__dirname, '../code-highlight/theme.ts'),
  [presetRequire.resolve('@docusaurus/plugin-content-docs')]: path.join(__dirname, '../docs-lean-props/index.ts'),
};

function wrap(config: PluginConfig): PluginConfig {
  if (typeof config === 'string') return WRAPPERS[config] ?? config;
  if (Array.isArray(config) && typeof config[0] === 'string' && WRAPPERS[config[0]]) {
    return [WRAPPERS[config[0]]!, config[1]];
  }
  return config;
}

export default function classicPreset(context: LoadContext, options: Options = {}): Preset {
  const preset = presetClassic(context, options);
  return { themes: preset.themes?.map(wrap), plugins: preset.plugins?.map(wrap) };
}
