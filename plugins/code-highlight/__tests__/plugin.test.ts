/**
 * @jest-environment node
 */
import type { Plugin, PluginContentLoadedActions } from '@docusaurus/types';
import codeHighlightPlugin, { STYLESHEET } from '..';
import { prismConfig } from '../../../config/prismThemes';

describe('code-highlight plugin', () => {
  it('writes the token colours of both themes as a data file and lists it as a client module', async () => {
    const written = new Map<string, string>();
    const plugin = codeHighlightPlugin({}, prismConfig) as Plugin;
    expect(plugin.getClientModules!()).toEqual([]);
    const actions = {
      createData: async (name: string, content: string) => {
        written.set(name, content);
        return `/generated/code-highlight/default/${name}`;
      },
    } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded!({ content: undefined, actions, allContent: {} } as never);
    expect(plugin.getClientModules!()).toEqual([`/generated/code-highlight/default/${STYLESHEET}`]);
    const css = written.get(STYLESHEET)!;
    expect(css).toContain(`--prism-background-color: ${prismConfig.theme.plain.backgroundColor}`);
    expect(css).toContain(`--prism-background-color: ${prismConfig.darkTheme.plain.backgroundColor}`);
  });
});
