/**
 * Every hook that webpack's own type definitions declare on Compiler,
 * Compilation, NormalModuleFactory, ContextModuleFactory, JavascriptParser and
 * ResolverFactory has a heading named exactly like the hook on its API page.
 * The hook names are read from `node_modules/webpack/types.d.ts`, so a new
 * webpack release with new hooks shows up here as missing documentation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/content/site';

const TYPES = path.join(ROOT, 'node_modules/webpack/types.d.ts');
const MIN_COVERAGE = 0.95;

/** Which page documents the hooks of which class. */
const PAGES: ReadonlyArray<{ className: string; page: string }> = [
  { className: 'Compiler', page: 'docs/api/compiler-hooks.mdx' },
  { className: 'Compilation', page: 'docs/api/compilation-hooks.mdx' },
  { className: 'NormalModuleFactory', page: 'docs/api/normalmodulefactory-hooks.mdx' },
  { className: 'ContextModuleFactory', page: 'docs/api/contextmodulefactory-hooks.mdx' },
  { className: 'JavascriptParser', page: 'docs/api/parser.mdx' },
  { className: 'ResolverFactory', page: 'docs/api/resolvers.mdx' },
];

const OPEN = '<{[(';
const CLOSE = '>}])';

/**
 * The top-level keys of the object type in `hooks: Readonly<{ … }>` of
 * `declare [abstract] class <name>`. Walks the text after the opening brace,
 * tracking bracket depth (comments and `=>` skipped); at depth 0 each member
 * ends with `;` and starts with its key (`name:`, `name?:` or `get name()`).
 */
function hookNames(types: string, className: string): string[] {
  const declaration = new RegExp(`^declare (?:abstract )?class ${className}\\b`, 'm').exec(types);
  if (!declaration) throw new Error(`class ${className} not found in types.d.ts`);
  const marker = 'hooks: Readonly<{';
  const open = types.indexOf(marker, declaration.index);
  const nextClass = types.indexOf('\ndeclare ', declaration.index + 1);
  if (open < 0 || (nextClass >= 0 && open > nextClass)) throw new Error(`${className} has no hooks object`);

  const names: string[] = [];
  let depth = 0;
  let memberStart = open + marker.length;
  for (let i = memberStart; i < types.length; i += 1) {
    const c = types[i]!;
    if (c === '/' && types[i + 1] === '*') {
      i = types.indexOf('*/', i) + 1;
      if (depth === 0) memberStart = i + 1;
      continue;
    }
    if (c === '/' && types[i + 1] === '/') {
      i = types.indexOf('\n', i);
      if (depth === 0) memberStart = i + 1;
      continue;
    }
    if (c === '=' && types[i + 1] === '>') {
      i += 1;
      continue;
    }
    if (OPEN.includes(c)) depth += 1;
    else if (CLOSE.includes(c)) {
      if (depth === 0) break; // the `}` closing the hooks object
      depth -= 1;
    } else if (c === ';' && depth === 0) {
      const member = types.slice(memberStart, i).trim();
      const key = /^(?:readonly\s+)?(?:get\s+)?([A-Za-z_$][\w$]*)\s*(?:\?\s*)?[:(]/.exec(member);
      if (!key) throw new Error(`cannot read a hook name from "${member.slice(0, 60)}" in ${className}`);
      names.push(key[1]!);
      memberStart = i + 1;
    }
  }
  return names;
}

/** Text of the `##`–`######` headings of an MDX page, outside code fences, with backticks removed. */
function headings(mdx: string): Set<string> {
  const found = new Set<string>();
  let fence: string | null = null;
  for (const line of mdx.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (fence === null) fence = marker[1]!;
      else if (marker[1]![0] === fence[0] && marker[1]!.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{2,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) found.add(heading[2]!.replace(/`/g, '').trim());
  }
  return found;
}

const types = fs.readFileSync(TYPES, 'utf8');
const results = PAGES.map(({ className, page }) => {
  const file = path.join(ROOT, page);
  const present = fs.existsSync(file) ? headings(fs.readFileSync(file, 'utf8')) : new Set<string>();
  const hooks = hookNames(types, className);
  return { className, page, hooks, missing: hooks.filter((hook) => !present.has(hook)) };
});

afterAll(() => {
  const lines = results.map(({ className, page, hooks, missing }) => {
    const covered = hooks.length - missing.length;
    const pct = ((covered / hooks.length) * 100).toFixed(1);
    const gaps = missing.length ? ` — missing: ${missing.join(', ')}` : '';
    return `  ${className.padEnd(21)} ${String(covered).padStart(3)}/${String(hooks.length).padEnd(3)} ${pct.padStart(5)}%  ${page}${gaps}`;
  });
  const total = results.reduce((n, r) => n + r.hooks.length, 0);
  const covered = results.reduce((n, r) => n + r.hooks.length - r.missing.length, 0);
  lines.push(
    `  ${'overall'.padEnd(21)} ${String(covered).padStart(3)}/${String(total).padEnd(3)} ${((covered / total) * 100).toFixed(1).padStart(5)}%`,
  );
  console.log(`API hook coverage (headings named like the hooks of webpack's types.d.ts):\n${lines.join('\n')}`);
});

describe('API hook coverage', () => {
  it('reads the hooks of each class from types.d.ts', () => {
    const count = (name: string) => results.find((r) => r.className === name)!.hooks;
    // Spot checks that the parser reads top-level keys only, including getters and hooks after comments.
    expect(count('Compiler')).toEqual(expect.arrayContaining(['beforeRun', 'emit', 'afterEmit', 'done']));
    expect(count('Compilation')).toEqual(expect.arrayContaining(['processAssets', 'normalModuleLoader']));
    expect(count('JavascriptParser')).toEqual(expect.arrayContaining(['evaluateTypeof', 'call', 'expression']));
    expect(count('ResolverFactory').sort()).toEqual(['resolveOptions', 'resolver']);
    expect(count('Compilation')).not.toContain('Record');
    expect(count('NormalModuleFactory')).not.toContain('Record');
    for (const { hooks } of results) expect(new Set(hooks).size).toBe(hooks.length);
    expect(count('Compiler').length).toBeGreaterThan(25);
    expect(count('Compilation').length).toBeGreaterThan(70);
  });

  it('finds headings outside code blocks only', () => {
    const found = headings('## A\n### `b`\n```bash\n## not a heading\n```\n#### c ##\n# top level\n');
    expect([...found]).toEqual(['A', 'b', 'c']);
  });

  it(`documents at least ${MIN_COVERAGE * 100}% of the hooks under their own heading`, () => {
    const total = results.reduce((n, r) => n + r.hooks.length, 0);
    const missing = results.flatMap((r) => r.missing.map((hook) => `${r.className}.${hook}`));
    const coverage = (total - missing.length) / total;
    if (coverage < MIN_COVERAGE) {
      throw new Error(
        `coverage ${(coverage * 100).toFixed(1)}% < ${MIN_COVERAGE * 100}%; missing: ${missing.join(', ')}`,
      );
    }
    expect(coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
  });
});
