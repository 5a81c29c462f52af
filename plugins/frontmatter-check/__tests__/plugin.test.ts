/** @jest-environment node */
import type { LoadContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import frontmatterCheckPlugin, { validateOptions } from '..';

function check(frontMatter: Record<string, unknown>) {
  const plugin = frontmatterCheckPlugin({} as LoadContext);
  return plugin.allContentLoaded!({
    allContent: {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              docs: [
                { source: '@site/docs/concepts/index.mdx', permalink: '/concepts/', frontMatter: {} },
                { source: '@site/docs/concepts/output.mdx', permalink: '/concepts/output', frontMatter },
              ],
            },
          ],
        },
      },
    },
    actions: {},
  } as never);
}

describe('the frontmatter check', () => {
  it('passes a correct page', async () => {
    await expect(
      check({ title: 'Output', sort: 2, related: [{ title: 'Concepts', url: '/concepts/' }] }),
    ).resolves.toBe(undefined);
  });

  it('stops the build naming the file and the field', async () => {
    await expect(check({ sort: '2', related: [{ title: 'Gone', url: '/gone/' }] })).rejects.toThrow(
      [
        'Invalid frontmatter in 1 file(s):',
        '  - docs/concepts/output.mdx: "sort" must be an integer, got a string',
        '  - docs/concepts/output.mdx: "related[0].url" links to an unknown page "/gone/"',
      ].join('\n'),
    );
  });

  it('takes no options', () => {
    const validate = (options: unknown) =>
      validateOptions({ validate: normalizePluginOptions as never, options: options as never });
    expect(validate(undefined)).toEqual({ id: 'default' });
    expect(() => validate({ strict: true })).toThrow(/"strict" is not allowed/);
  });
});
