/**
 * "Since webpack 5.x" and "added in 5.x" on the version 5 pages and in the
 * blog, against the `@since` tags of the installed webpack (`types.d.ts` and
 * `lib/`). A claim names its subject by the heading it stands under (`### validate`,
 * `#### output.copy`) or by the code span nearest before it on its line; when
 * webpack tags the subject with `@since`, the version the page gives must be one
 * of its tags.
 * Claims whose subject carries no tag can be tied to the `added` marker of a
 * node of webpack's JSON schemas (`schemas/`) instead, in SCHEMA_SUBJECTS; the
 * rest are listed, not failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentFiles, ROOT } from '../../scripts/content/site';

const WEBPACK = path.join(ROOT, 'node_modules/webpack');
const CLAIM = /(?:[Ss]ince|[Aa]dded in)(?: webpack)? (5\.\d+(?:\.\d+)?)/g;

/** Every name declared right after an `@since` tag, with the versions it is tagged with. */
function sinceTags(): Map<string, Set<string>> {
  const tags = new Map<string, Set<string>>();
  const files = [
    path.join(WEBPACK, 'types.d.ts'),
    ...(fs.readdirSync(path.join(WEBPACK, 'lib'), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(WEBPACK, 'lib', file)),
  ];
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const tag = /@since (\d+\.\d+\.\d+)/.exec(line);
      if (!tag) return;
      for (const next of lines.slice(index + 1, index + 40)) {
        if (/^\s*(\*|\/\*\*)/.test(next)) continue;
        const declared =
          /^\s*(?:declare |export )?(?:static |readonly |get |async )*(?:interface |class |type )?([A-Za-z_$][\w$]*)\??\s*[:=(<{]/.exec(
            next,
          );
        if (declared) {
          if (!tags.has(declared[1]!)) tags.set(declared[1]!, new Set());
          tags.get(declared[1]!)!.add(tag[1]!);
        }
        break;
      }
    });
  }
  return tags;
}

type Claim = { file: string; line: number; version: string; names: string[]; text: string };

function claims(): Claim[] {
  const found: Claim[] = [];
  for (const page of contentFiles().filter((p) => p.version === '5')) {
    let heading: string[] = [];
    let fence = false;
    const lines = fs.readFileSync(path.join(ROOT, page.file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      if (/^\s*(```|~~~)/.test(text)) fence = !fence;
      if (fence) return;
      const title = /^#{2,6}\s+(.*)$/.exec(text);
      if (title) {
        heading = [...title[1]!.matchAll(/[A-Za-z_$][\w$]*/g)].map((m) => m[0]);
        return;
      }
      for (const match of text.matchAll(CLAIM)) {
        // The subject is among the code spans before the claim on its line ("`copy` … added in 5.111"), or on the
        // line before when the claim opens its line; a dotted name counts by its last part.
        const spansOf = (line: string, until = Infinity) =>
          [...line.matchAll(/`([^`]+)`/g)]
            .filter((m) => m.index! < until)
            .map((m) => [...m[1]!.matchAll(/[A-Za-z_$][\w$]*/g)].map((n) => n[0]).pop()!)
            .filter(Boolean);
        const before = spansOf(text, match.index!);
        found.push({
          file: page.file,
          line: index + 1,
          version: match[1]!,
          names: [...heading, ...(before.length > 0 ? before : spansOf(lines[index - 1] ?? ''))],
          text: text.trim(),
        });
      }
    });
  }
  return found;
}

/** `5.110` matches a tag `5.110.0`; `5.110.0` must match exactly. */
const sameRelease = (claimed: string, tag: string) => tag === claimed || tag.startsWith(`${claimed}.`);

/**
 * Claims whose subject is a value form or an option that carries no `@since` tag, by the text of their line, and the
 * schema nodes (file under `schemas/`, path of keys) whose `added` marker they state. A claim about several options
 * names them all.
 */
const SCHEMA_SUBJECTS: { file: string; line: RegExp; nodes: [string, string][] }[] = [
  {
    file: 'docs/configuration/module.mdx',
    line: /a relative string is a glob/,
    nodes: [['WebpackOptions.json', 'definitions/NoParse/anyOf/3']],
  },
  {
    file: 'docs/guides/code-splitting.mdx',
    line: /available since webpack/,
    nodes: [['WebpackOptions.json', 'definitions/PerformanceOptions/properties/duplicateModules']],
  },
  {
    file: 'docs/plugins/banner-plugin.mdx',
    line: /glob rules were added/,
    nodes: [['plugins/BannerPlugin.json', 'definitions/Rule/anyOf/2']],
  },
  {
    file: 'docs/plugins/module-concatenation-plugin.mdx',
    line: /`\{ commonjs: boolean \}`/,
    nodes: [['WebpackOptions.json', 'definitions/ConcatenateModulesOptions']],
  },
  {
    file: 'docs/plugins/module-federation-plugin.mdx',
    line: /share (only )?modules that match/i,
    nodes: [['plugins/container/ModuleFederationPlugin.json', 'definitions/SharedModuleFilter']],
  },
  {
    file: 'docs/plugins/source-map-dev-tool-plugin.mdx',
    line: /\) or a function `\(value\) => boolean`/,
    nodes: [['plugins/SourceMapDevToolPlugin.json', 'definitions/Rule/anyOf/2']],
  },
  {
    file: 'docs/plugins/source-map-dev-tool-plugin.mdx',
    line: /`scopes: true`/,
    nodes: [['plugins/SourceMapDevToolPlugin.json', 'properties/scopes']],
  },
  {
    file: 'docs/plugins/watch-ignore-plugin.mdx',
    line: /Every watched path the glob matches/,
    nodes: [['plugins/WatchIgnorePlugin.json', 'properties/paths/items/anyOf/2']],
  },
  {
    // The list below the line: module.noParse, resolve.restrictions, the snapshot paths, ignoreWarnings, { glob }
    // conditions, BannerPlugin, SourceMapDevToolPlugin and WatchIgnorePlugin.
    file: 'blog/2026-10-26-webpack-5-112.mdx',
    line: /you can write one in/,
    nodes: [
      ['WebpackOptions.json', 'definitions/NoParse/anyOf/3'],
      ['WebpackOptions.json', 'definitions/ResolveOptions/properties/restrictions/items/anyOf/2'],
      ['WebpackOptions.json', 'definitions/SnapshotOptions/properties/managedPaths/items/anyOf/2'],
      ['WebpackOptions.json', 'definitions/SnapshotOptions/properties/immutablePaths/items/anyOf/2'],
      ['WebpackOptions.json', 'definitions/SnapshotOptions/properties/unmanagedPaths/items/anyOf/2'],
      ['WebpackOptions.json', 'definitions/IgnoreWarnings/items/anyOf/1/properties/file/anyOf/1'],
      ['WebpackOptions.json', 'definitions/GlobCondition'],
      ['plugins/BannerPlugin.json', 'definitions/Rule/anyOf/2'],
      ['plugins/SourceMapDevToolPlugin.json', 'definitions/Rule/anyOf/2'],
      ['plugins/WatchIgnorePlugin.json', 'properties/paths/items/anyOf/2'],
    ],
  },
];

/** The `added` marker of a schema node, or undefined when the node has none. */
function addedIn(schemaFile: string, at: string): string | undefined {
  let node = JSON.parse(fs.readFileSync(path.join(WEBPACK, 'schemas', schemaFile), 'utf8')) as unknown;
  for (const key of at.split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`${schemaFile} has no ${at}`);
  }
  return (node as { added?: string }).added;
}

const schemaSubjectOf = (claim: Claim) =>
  SCHEMA_SUBJECTS.find((subject) => subject.file === claim.file && subject.line.test(claim.text));

describe('version 5 history claims against the @since tags of webpack', () => {
  const tags = sinceTags();
  const all = claims();
  const checked = all.map((claim) => {
    const tagged = claim.names.filter((name) => tags.has(name));
    const matches = tagged.filter((name) => [...tags.get(name)!].some((tag) => sameRelease(claim.version, tag)));
    return { claim, tagged, matches, schema: tagged.length === 0 ? schemaSubjectOf(claim) : undefined };
  });

  afterAll(() => {
    const unverified = checked.filter((c) => c.tagged.length === 0 && !c.schema);
    console.log(
      `Version claims: ${all.length}, checked against @since or the schemas: ${all.length - unverified.length}, ` +
        `without a tagged subject: ${unverified.length}\n` +
        unverified.map((c) => `  ${c.claim.file}:${c.claim.line} (${c.claim.version})`).join('\n'),
    );
  });

  it('finds the tags and the claims', () => {
    expect(tags.get('validate')).toEqual(new Set(['5.106.0']));
    expect(all.length).toBeGreaterThan(40);
  });

  it('give a version webpack tags the subject with', () => {
    const wrong = checked
      .filter((c) => c.tagged.length > 0 && c.matches.length === 0)
      .map(
        (c) =>
          `${c.claim.file}:${c.claim.line} says ${c.claim.version}; ${c.tagged
            .map((name) => `${name} @since ${[...tags.get(name)!].join(', ')}`)
            .join('; ')}`,
      );
    expect(wrong).toEqual([]);
  });

  it('without a tagged subject, give the version of the `added` marker of the schema nodes they name', () => {
    const found = checked.filter((c) => c.schema);
    // every entry of SCHEMA_SUBJECTS still finds its claim
    expect(SCHEMA_SUBJECTS.filter((subject) => !found.some((c) => c.schema === subject))).toEqual([]);
    const wrong = found.flatMap(({ claim, schema }) =>
      schema!.nodes
        .map(([file, at]) => ({ file, at, added: addedIn(file, at) }))
        .filter(({ added }) => added === undefined || !sameRelease(claim.version, added))
        .map(
          ({ file, at, added }) => `${claim.file}:${claim.line} says ${claim.version}; ${file} ${at} added ${added}`,
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('can be checked for most claims', () => {
    const verified = checked.filter((c) => c.tagged.length > 0 || c.schema).length;
    expect(verified / all.length).toBeGreaterThanOrEqual(0.75);
  });
});
