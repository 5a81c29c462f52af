/**
 * The Code Splitting guide (docs/guides/code-splitting.mdx) shows the warning that webpack's `duplicateModules`
 * performance check prints for the guide's two entry points. The test builds that step of the guide's project, from
 * the pages' own blocks (Getting Started's modules, the Development guide's configuration, this page's changes), and
 * the page's sample must be the warning as a plain build prints it.
 */
import { applyDiff, installLodash, titled } from './v4PageProject';
import { blocksUnder, build, loadConfig, makeProject, readPage, removeProjects, single } from './webpackProject';

afterAll(removeProjects);

const gettingStarted = readPage('docs/guides/getting-started.mdx').blocks;
const development = readPage('docs/guides/development.mdx');
const codeSplitting = readPage('docs/guides/code-splitting.mdx');
const entryPoints = blocksUnder(codeSplitting, 'Entry points');

/** The sample of the warning: the text block under "Entry points" that starts with it. */
const sample = entryPoints.find((block) => block.lang === 'text' && block.code.startsWith('WARNING in duplicate'));

describe('Code Splitting guide: the duplicate modules warning', () => {
  it('shows the warning as a plain build prints it', async () => {
    if (!sample) throw new Error('no "WARNING in duplicate modules" text block under "Entry points"');
    const dir = makeProject({
      'src/greeting.js': titled(gettingStarted, 'src/greeting.js').code,
      'src/index.js': applyDiff(
        titled(gettingStarted, 'src/index.js').code,
        titled(entryPoints, 'src/index.js', 'diff').code,
      ),
      'src/clock.js': titled(entryPoints, 'src/clock.js', 'js').code,
    });
    installLodash(dir);
    // The configuration the guide starts from (the Development guide's, with its dev server), built as the page says
    // its outputs are: `npm run build -- --devtool=false`, with the check the page turns on.
    const config = single(
      loadConfig(
        development.blocks.filter((block) => block.title === 'webpack.config.js' && block.lang === 'js').at(-1)!.code,
        dir,
        5,
      ),
    );
    const result = await build(5, dir, {
      ...config,
      devtool: false,
      performance: { hints: 'warning', duplicateModules: true },
    });
    expect(result.json.errors).toEqual([]);
    // The whole warning, from its first line to the blank line that ends it.
    const printed = result
      .text({})
      .split(/\n\s*\n/)
      .find((block) => block.startsWith('WARNING in duplicate modules'));
    expect(sample.code.trimEnd()).toBe(printed?.trimEnd());
  });
});
