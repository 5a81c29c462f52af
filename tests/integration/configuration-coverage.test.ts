/**
 * Every option of webpack's schema (and webpack-dev-server's) is documented on
 * one of the pages of docs/configuration/, with its type and its default: a
 * heading whose text is the option's dotted name (`### output.publicPath`, the
 * bare name for top-level options: `## mode`) followed by `- Type:` and
 * `- Default:` list items, or a row naming it in a table with `Option`, `Type`
 * and `Default` columns. configurationSchema.ts says how options are named and
 * read. When a webpack upgrade adds an option, this test fails and names it.
 */
import {
  configurationPages,
  documentedOptions,
  expectedOptions,
  statesTypeAndDefault,
  type ExpectedOption,
} from './configurationSchema';

const expected = expectedOptions();
const documented = documentedOptions(configurationPages());
const entryOf = (option: ExpectedOption) =>
  [option.path, ...option.aliases].map((name) => documented.get(name)).find((entry) => entry !== undefined);
const missing = expected.filter((option) => !entryOf(option));
const withoutTypeOrDefault = expected.filter((option) => {
  const entry = entryOf(option);
  return entry !== undefined && !statesTypeAndDefault(entry);
});

const areaOf = (option: ExpectedOption) => option.path.split('.')[0]!;

afterAll(() => {
  const areas = [...new Set(expected.map(areaOf))].sort();
  const complete = (option: ExpectedOption) => !missing.includes(option) && !withoutTypeOrDefault.includes(option);
  const rows = areas.map((area) => {
    const inArea = expected.filter((option) => areaOf(option) === area);
    return `  ${area.padEnd(24)} ${String(inArea.filter(complete).length).padStart(4)}/${inArea.length}`;
  });
  console.log(
    [
      'Schema options documented with type and default in docs/configuration/:',
      ...rows,
      `  ${'all'.padEnd(24)} ${String(expected.filter(complete).length).padStart(4)}/${expected.length}` +
        ` (webpack ${expected.filter((option) => option.schema === 'webpack').length},` +
        ` webpack-dev-server ${expected.filter((option) => option.schema === 'devServer').length})`,
    ].join('\n'),
  );
});

describe('configuration reference coverage', () => {
  it('finds the options in the schemas', () => {
    const paths = expected.map((option) => option.path);
    // One option of each kind the walk has to reach: top level, nested objects, shared
    // definitions under their documented name, array items, map values, module types.
    for (const path of [
      'mode',
      'output.publicPath',
      'output.library.type',
      'Rule.test',
      'Condition.and',
      'UseEntry.loader',
      'entry.dependOn',
      'output.copy.from',
      'optimization.splitChunks.cacheGroups.priority',
      'optimization.minimizeOptions.css.mergeRules',
      'module.parser.javascript.url',
      'module.parser.css/global.url',
      'stats.assets',
      'devServer.port',
      'devServer.client.overlay',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain('plugins.apply');
    expect(new Set(paths).size).toBe(paths.length);
    expect(expected.length).toBeGreaterThan(800);
  });

  it('reads the type and default of headings and table rows, and sees when one is missing', () => {
    const page = {
      file: 'fixture.mdx',
      source: [
        '### output.stated',
        '',
        '- Type: `boolean`',
        '- Default: `false`',
        '',
        '### output.untyped',
        '',
        'Text without the list.',
        '',
        '- Type: `string`',
        '',
        '### output.table',
        '',
        '| Option | Type | Default |',
        '| --- | --- | --- |',
        '| `row` | `number` | `1` |',
        '| `a`, `b` | `string` \\| `false` | none |',
        '| `nodefault` | `string` | |',
        '',
        '```md',
        '### output.inCode',
        '```',
      ].join('\n'),
    };
    const found = documentedOptions([page]);
    expect(statesTypeAndDefault(found.get('output.stated')!)).toBe(true);
    // The list must open the section: a Type line further down does not count.
    expect(found.get('output.untyped')).toMatchObject({ type: '', default: '' });
    expect(found.get('output.table.row')).toMatchObject({ type: '`number`', default: '`1`' });
    expect(found.get('output.table.a')).toMatchObject({ type: '`string` \\| `false`', default: 'none' });
    expect(found.has('output.table.b')).toBe(true);
    expect(statesTypeAndDefault(found.get('output.table.nodefault')!)).toBe(false);
    expect(found.has('output.inCode')).toBe(false);
  });

  it('documents every option under its name or a table row', () => {
    const list = missing.map((option) => `  ${option.path}`).join('\n');
    expect(`${missing.length} options without a heading or table row${missing.length ? `:\n${list}` : ''}`).toBe(
      '0 options without a heading or table row',
    );
  });

  it('states the type and the default of every documented option', () => {
    const list = withoutTypeOrDefault
      .map((option) => {
        const entry = entryOf(option)!;
        const lacking = [entry.type ? '' : 'type', entry.default ? '' : 'default'].filter(Boolean).join(' and ');
        return `  ${option.path} (${entry.file}:${entry.line}: no ${lacking})`;
      })
      .join('\n');
    expect(
      `${withoutTypeOrDefault.length} options without a type or default${withoutTypeOrDefault.length ? `:\n${list}` : ''}`,
    ).toBe('0 options without a type or default');
  });
});
