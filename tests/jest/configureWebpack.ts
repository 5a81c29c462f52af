/** What a plugin's `configureWebpack` gives the browser bundle (`isServer` false) or the server bundle, for a config. */
import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';

export function configureWebpack(plugin: Plugin, isServer: boolean, config: object = {}): Configuration {
  const configure = plugin.configureWebpack as NonNullable<Plugin['configureWebpack']>;
  return configure(config as Configuration, isServer, {} as never, undefined) as Configuration;
}
