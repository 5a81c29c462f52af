/**
 * "Since webpack 5.x" and "added in 5.x" on the version 5 pages and in the
 * blog, against the `@since` tags of the installed webpack (`types.d.ts` and
 * `lib/`). A claim names its subject by the heading it stands under (`### validate`,
 * `#### output.copy`) or by the code span nearest before it on its line; when
 * webpack tags the subject with `@since`, the version the page gives must be one
 * of its tags.
 * Claims whose subject carries no tag are listed, not failed.
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

describe('version 5 history claims against the @since tags of webpack', () => {
  const tags = sinceTags();
  const all = claims();
  const checked = all.map((claim) => {
    const tagged = claim.names.filter((name) => tags.has(name));
    const matches = tagged.filter((name) => [...tags.get(name)!].some((tag) => sameRelease(claim.version, tag)));
    return { claim, tagged, matches };
  });

  afterAll(() => {
    const unverified = checked.filter((c) => c.tagged.length === 0);
    console.log(
      `Version claims: ${all.length}, checked against @since: ${all.length - unverified.length}, ` +
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

  it('can be checked for most claims', () => {
    const verified = checked.filter((c) => c.tagged.length > 0).length;
    expect(verified / all.length).toBeGreaterThanOrEqual(0.75);
  });
});
