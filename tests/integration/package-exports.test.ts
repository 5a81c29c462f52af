/**
 * The Package exports guide (docs/guides/package-exports.mdx), against webpack 5:
 *
 * - the conditions reference tables (by target and by kind of reference) are the
 *   condition names webpack resolves for those options;
 * - the worked examples are built: the `geo-kit` package is made from the page's
 *   tree and `package.json` blocks, and every row of the subpath pattern and
 *   conditional exports tables, and the fallback, `imports`, custom condition,
 *   `mainFields` and dual package examples, resolve to the file the page names
 *   (or fail as it says).
 */
import webpack from 'webpack';
import { codeSpans, tableCells } from './configurationSchema';
import { blocksUnder, build, makeProject, readPage, removeProjects, type Config } from './webpackProject';

afterAll(removeProjects);

const page = readPage('docs/guides/package-exports.mdx');

/** The body rows of the first table under a heading, as cells. */
function tableUnder(heading: string, index = 0): string[][] {
  const lines = page.source.split('\n');
  const start = lines.findIndex((line) => /^#{2,4} /.test(line) && line.replace(/^#+ /, '') === heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const end = lines.findIndex((line, at) => at > start && /^#{2,4} /.test(line));
  const tables: string[][][] = [];
  let current: string[][] | undefined;
  for (const line of lines.slice(start + 1, end < 0 ? undefined : end)) {
    if (!line.startsWith('|')) {
      current = undefined;
      continue;
    }
    if (!current) tables.push((current = []));
    current.push(tableCells(line));
  }
  // Drop each table's header and separator rows.
  return tables[index]!.slice(2);
}

const block = (heading: string, title: string | undefined, nth = 0) => {
  const found = blocksUnder(page, heading).filter((candidate) => candidate.title === title)[nth];
  if (!found) throw new Error(`no block "${title ?? '(untitled)'}" under "${heading}"`);
  return found.code;
};

/** The files of the tree under "A package to work with", each exporting its own path. */
function treeFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const parents: string[] = [];
  for (const line of block('A package to work with', undefined).split('\n').slice(1)) {
    const match = /^([│ ]*)[├└]── (.+)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const name = match[2]!.trim();
    parents.push(name);
    if (name.includes('.')) {
      const file = `node_modules/geo-kit/${parents.join('/')}`;
      files[file] = file.endsWith('.mjs')
        ? `export default ${JSON.stringify(parents.join('/'))};`
        : `module.exports = ${JSON.stringify(parents.join('/'))};`;
    }
  }
  return files;
}

/** Builds `src/index.js` with the files given and returns the geo-kit (or project) files bundled, or the errors. */
async function resolveIn(files: Record<string, string>, entry: string, config: Config = {}) {
  const dir = makeProject({ ...files, 'src/index.js': entry });
  const result = await build(5, dir, { mode: 'production', target: 'web', entry: './src/index.js', ...config });
  const modules = result.json.modules
    .map((module) => module.name)
    .filter(
      (name) =>
        name.startsWith('./node_modules/geo-kit/') || name.startsWith('./src/config') || name.startsWith('./internal'),
    )
    .map((name) => name.replace('./node_modules/geo-kit/', '').replace(/^\.\//, ''));
  const errors = result.json.errors.map((error) => (error as { message: string }).message).join('\n');
  return { modules, errors };
}

const geoKit = (packageJson: string, extra: Record<string, string> = {}) => ({
  ...treeFiles(),
  'node_modules/geo-kit/package.json': JSON.stringify({ name: 'geo-kit', ...JSON.parse(packageJson) }),
  ...extra,
});

describe('conditions reference', () => {
  it.each(tableUnder('Conditions by target, mode and reference', 0).map((row) => [row[0]!, row] as const))(
    'target %s',
    (_cell, row) => {
      const targets = codeSpans(row[0]!).map((span) =>
        span === "'browserslist'" ? 'browserslist:last 2 Chrome versions' : span.replace(/'/g, ''),
      );
      for (const target of targets) {
        for (const mode of ['production', 'development', 'none'] as const) {
          const options = webpack({ target, mode, context: __dirname }).options.resolve;
          const expected = codeSpans(row[1]!).map((name) =>
            name === 'production' && mode === 'development' ? 'development' : name,
          );
          expect({ target, mode, conditions: options.conditionNames }).toEqual({ target, mode, conditions: expected });
        }
      }
    },
  );

  it('lists the conditions each kind of reference adds', () => {
    const options = webpack({ target: 'web', mode: 'production', context: __dirname }).options;
    const byDependency = options.resolve.byDependency!;
    const rows = tableUnder('Conditions by target, mode and reference', 1);
    const listed = (start: string) =>
      codeSpans(rows.find((row) => row[0]!.startsWith(start))![1]!).map((name) => (name === "'...'" ? '...' : name));
    expect(byDependency.esm!.conditionNames).toEqual(listed('`import`'));
    expect(byDependency.commonjs!.conditionNames).toEqual(listed('`require()`'));
    expect(byDependency.amd!.conditionNames).toEqual(listed('`require()`'));
    expect(byDependency.worker!.conditionNames).toEqual(listed('`new Worker'));
    expect(byDependency['css-import']!.conditionNames).toEqual(listed('CSS'));
    expect(options.resolveLoader.conditionNames).toEqual(listed('a loader'));
  });
});

describe('worked examples', () => {
  it('the error names the conditions in use', async () => {
    const { errors } = await resolveIn(
      geoKit(block('Subpath exports', 'package.json')),
      "import 'geo-kit/lib/main.cjs';",
    );
    expect(errors).toContain(
      '"./lib/main.cjs" is not exported under the conditions ["import","module-sync","module","webpack","production","browser"]',
    );
  });

  it.each(tableUnder('Subpath patterns').map((row) => [codeSpans(row[0]!)[0]!, row[1]!] as const))(
    'subpath pattern: %s → %s',
    async (request, outcome) => {
      const files = geoKit(block('Subpath patterns', 'package.json'), {
        'node_modules/geo-kit/src/features/deep/x.js': "module.exports = 'deep';",
      });
      const { modules, errors } = await resolveIn(files, `import '${request}';`);
      if (outcome.startsWith('error')) {
        expect(modules).toEqual([]);
        expect(errors).toContain(
          outcome.includes('not exported') ? 'is not exported' : 'but no valid target file was found',
        );
      } else expect(modules).toEqual([codeSpans(outcome)[0]]);
    },
  );

  it.each(
    tableUnder('Patterns with conditions').map((row) => [codeSpans(row[0]!)[0]!, codeSpans(row[1]!)[0]!] as const),
  )('pattern with conditions: %s → %s', async (statement, file) => {
    const shapes = Object.fromEntries(
      ['dist/shapes/circle.mjs', 'lib/shapes/circle.cjs', 'dist/shapes/polygons/hexagon.mjs'].map((name) => [
        `node_modules/geo-kit/${name}`,
        name.endsWith('.mjs') ? 'export default 1;' : 'module.exports = 1;',
      ]),
    );
    const files = geoKit(block('Patterns with conditions', 'package.json'), shapes);
    expect((await resolveIn(files, `${statement};`)).modules).toEqual([file]);
  });

  it.each(tableUnder('Conditional exports').map((row) => [row[0]!, row] as const))(
    'conditional exports: %s',
    async (build, row) => {
      const target = /target: '([a-z]+)'/.exec(build)![1]!;
      const mode = build.includes('development') ? 'development' : 'production';
      const files = geoKit(block('Conditional exports', 'package.json'));
      const viaImport = await resolveIn(files, "import 'geo-kit';", { target, mode });
      const viaRequire = await resolveIn(files, "require('geo-kit');", { target, mode });
      expect([viaImport.modules, viaRequire.modules]).toEqual([[codeSpans(row[1]!)[0]], [codeSpans(row[2]!)[0]]]);
    },
  );

  it('takes the first matching key in package order', async () => {
    const files = geoKit(block('Conditional exports', undefined), {
      'node_modules/geo-kit/default.js': "module.exports = 'default';",
      'node_modules/geo-kit/browser.js': "module.exports = 'browser';",
    });
    expect((await resolveIn(files, "import 'geo-kit';")).modules).toEqual(['default.js']);
  });

  it('custom conditions, with and without "..."', async () => {
    const staged = {
      'node_modules/geo-kit/staging.js': "module.exports = 'staging';",
      'node_modules/geo-kit/browser.js': "module.exports = 'browser';",
      'node_modules/geo-kit/default.js': "module.exports = 'default';",
    };
    const files = geoKit(
      '{ "exports": { "staging": "./staging.js", "browser": "./browser.js", "default": "./default.js" } }',
      staged,
    );
    expect(page.source).toContain(
      '"exports": { "staging": "./staging.js", "browser": "./browser.js", "default": "./default.js" }',
    );
    const configured = new Function(
      'module',
      `${block('Custom conditions', 'webpack.config.js')}\nreturn module.exports;`,
    )({
      exports: {},
    }) as Config;
    expect((await resolveIn(files, "import 'geo-kit';", { resolve: configured.resolve })).modules).toEqual([
      'staging.js',
    ]);

    const conditional = geoKit(block('Conditional exports', 'package.json'));
    const replaced = await resolveIn(conditional, "import 'geo-kit';", { resolve: { conditionNames: ['staging'] } });
    expect(replaced.modules).toEqual(['lib/index.cjs']);
  });

  it('fallbacks: the first valid target, and no fallback for a missing file', async () => {
    const present = { 'node_modules/geo-kit/dist/present.js': "module.exports = 'present';" };
    const files = geoKit(block('Fallbacks', undefined), present);
    expect((await resolveIn(files, "import 'geo-kit';")).modules).toEqual(['dist/present.js']);
    const missingFirst = geoKit('{ "exports": { ".": ["./dist/missing.js", "./dist/present.js"] } }', present);
    const { errors } = await resolveIn(missingFirst, "import 'geo-kit';");
    expect(errors).toContain('but no valid target file was found');
  });

  it('mainFields without exports, exports when both are there', async () => {
    const fields = { main: './lib/main.cjs', module: './dist/index.mjs', browser: './dist/browser-field.js' };
    const extra = { 'node_modules/geo-kit/dist/browser-field.js': "module.exports = 'browser field';" };
    const without = await resolveIn(geoKit(JSON.stringify(fields), extra), "import 'geo-kit';");
    expect(without.modules).toEqual(['dist/browser-field.js']);
    const exportsField = JSON.parse(block('Conditional exports', 'package.json')) as object;
    const both = await resolveIn(geoKit(JSON.stringify({ ...fields, ...exportsField }), extra), "import 'geo-kit';");
    expect(both.modules).toEqual(['dist/browser.js']);
  });

  it('imports: #env by target, inside the package only', async () => {
    const files = geoKit(block('The `imports` field', 'package.json', 0), {
      'node_modules/geo-kit/dist/distance.js': block('The `imports` field', 'node_modules/geo-kit/dist/distance.js'),
      'node_modules/geo-kit/internal/env-browser.js': 'export default "browser";',
      'node_modules/geo-kit/internal/env-node.js': 'export default "node";',
    });
    const entry = "import './../node_modules/geo-kit/dist/distance.js';";
    expect((await resolveIn(files, entry, { target: 'web' })).modules).toContain('internal/env-browser.js');
    expect((await resolveIn(files, entry, { target: 'node' })).modules).toContain('internal/env-node.js');
    expect((await resolveIn(files, "import '#env';")).errors).not.toBe('');
  });

  it('imports in the application: #config by mode, #geo as a dependency', async () => {
    const files = {
      ...geoKit(block('Conditional exports', 'package.json')),
      'package.json': block('The `imports` field', 'package.json', 1),
      'src/config/dev.js': "export default 'dev';",
      'src/config/prod.js': "export default 'prod';",
    };
    const entry = "import config from '#config';\nimport geo from '#geo';\nconsole.log(config, geo);";
    expect((await resolveIn(files, entry, { mode: 'development' })).modules).toEqual(
      expect.arrayContaining(['src/config/dev.js', 'dist/browser.dev.js']),
    );
    expect((await resolveIn(files, entry, { mode: 'production' })).modules).toEqual(
      expect.arrayContaining(['src/config/prod.js', 'dist/browser.js']),
    );
  });

  it('dual packages: import and require both get the module condition', async () => {
    const files = geoKit(block('Dual packages', 'package.json'), {
      'node_modules/geo-kit/dist/shared.mjs': "export default 'shared';",
      'node_modules/geo-kit/dist/index.cjs': "module.exports = 'cjs';",
    });
    const both = await resolveIn(files, "import a from 'geo-kit';\nconst b = require('geo-kit');\nconsole.log(a, b);");
    expect(both.modules).toEqual(['dist/shared.mjs']);
  });
});
