/** @jest-environment node */
import path from 'node:path';
import { readSummaries, summariesIn } from '../summaries';
import { README_PACKAGES, type ReadmePackage } from '../packages';
import { parseMarkdown } from '../transform';

const a: ReadmePackage = { name: 'a-loader', kind: 'loader' };
const b: ReadmePackage = { name: 'b-webpack-plugin', kind: 'plugin', group: 'Community' };

describe("a list page's summaries", () => {
  it('are the second cell of a table row whose first cell links to the page, as a sentence', () => {
    const list = parseMarkdown(
      [
        '| Loader | What it does |',
        '| --- | --- |',
        '| [a-loader](/loaders/a-loader/) | Turns `.a` files into modules |',
        '| [a-loader](/loaders/a-loader/) | A later mention. |',
        '| [other-loader](/loaders/other-loader/) | Not documented from a README. |',
      ].join('\n'),
    );
    const summary = summariesIn(list, [a]).get('a-loader')!;
    expect(summary.text).toBe('Turns .a files into modules.');
    expect(summary.phrasing.map((node) => node.type)).toEqual(['text', 'inlineCode', 'text']);
    expect([...summariesIn(list, [a]).keys()]).toEqual(['a-loader']);
  });

  it("are the words after a list item's link, without the colon, starting with a capital", () => {
    const list = parseMarkdown(
      '- [b-webpack-plugin](/plugins/b-webpack-plugin/): writes the files\n  of the build twice.\n- See [a-loader](/loaders/a-loader/) too.',
    );
    expect(summariesIn(list, [a, b]).get('b-webpack-plugin')!.text).toBe('Writes the files of the build twice.');
    // A link inside a sentence is a mention, not the package's line.
    expect(summariesIn(list, [a, b]).has('a-loader')).toBe(false);
  });
});

describe("the site's lists", () => {
  it('say what every package documented from a README does', async () => {
    const summaries = await readSummaries(path.resolve(__dirname, '../../../docs'), README_PACKAGES);
    const missing = README_PACKAGES.filter((pkg) => !summaries.has(pkg.name)).map((pkg) => pkg.name);
    expect(missing).toEqual([]);
  });
});
