/**
 * Every option of webpack's schema (and webpack-dev-server's) has a heading on
 * one of the pages of docs/configuration/: a heading whose text, without
 * backticks, is the option's dotted path (`### output.publicPath`), or its bare
 * name for top-level options (`## mode`). See configurationSchema.ts for the
 * areas that are counted.
 */
import { configurationPages, expectedOptions, headingsOf, type ExpectedOption } from './configurationSchema';

const MINIMUM_COVERAGE = 0.95;

const percent = (found: number, total: number) => `${((found / total) * 100).toFixed(1)}%`;

describe('configuration reference coverage', () => {
  const expected = expectedOptions();
  const headings = new Set(configurationPages().flatMap((page) => headingsOf(page.source).map((h) => h.text)));
  const isCovered = (option: ExpectedOption) => [option.path, ...option.aliases].some((name) => headings.has(name));
  const missing = expected.filter((option) => !isCovered(option));
  const coverage = (expected.length - missing.length) / expected.length;

  afterAll(() => {
    const areas = [...new Set(expected.map((option) => option.area))];
    const rows = areas.map((area) => {
      const inArea = expected.filter((option) => option.area === area);
      const found = inArea.filter(isCovered).length;
      return `  ${area.padEnd(30)} ${String(found).padStart(4)}/${String(inArea.length).padEnd(4)} ${percent(found, inArea.length)}`;
    });
    console.log(
      [
        'Configuration options with a heading in docs/configuration/:',
        ...rows,
        `  ${'overall'.padEnd(30)} ${String(expected.length - missing.length).padStart(4)}/${String(expected.length).padEnd(4)} ${percent(expected.length - missing.length, expected.length)}`,
        missing.length > 0
          ? `Missing (${missing.length}):\n${missing.map((o) => `  ${o.path}`).join('\n')}`
          : 'Missing: none',
      ].join('\n'),
    );
  });

  it('finds the options in the schemas', () => {
    const paths = expected.map((option) => option.path);
    // A few options every version of the schema has, one per kind of area.
    for (const path of ['mode', 'output.publicPath', 'Rule.test', 'stats.assets', 'devServer.port', 'entry.dependOn']) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it(`has a heading for at least ${MINIMUM_COVERAGE * 100}% of the options`, () => {
    expect(coverage).toBeGreaterThanOrEqual(MINIMUM_COVERAGE);
  });
});
