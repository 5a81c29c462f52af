/**
 * @jest-environment node
 *
 * code-block-utils against @docusaurus/theme-common: the internal barrel still imports the code block utilities by the
 * request the alias names, and the replacement module exports every name theme-common's module does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CODE_BLOCK_UTILS_MODULE, CODE_BLOCK_UTILS_REQUEST, CODE_BLOCK_UTILS_USER, patch } from '..';

const barrel = require.resolve('@docusaurus/theme-common/internal');
const original = path.join(path.dirname(barrel), 'utils', 'codeBlockUtils.js');

describe(`plugins/perf/${patch.name} against @docusaurus/theme-common ${patch.reliesOn[0]!.version}`, () => {
  it(`lib/internal.js imports '${CODE_BLOCK_UTILS_REQUEST}'`, () => {
    expect(CODE_BLOCK_UTILS_USER.test(barrel)).toBe(true);
    expect(fs.readFileSync(barrel, 'utf8')).toContain(`from '${CODE_BLOCK_UTILS_REQUEST}'`);
  });

  it('client/codeBlockUtils.ts exports every export of lib/utils/codeBlockUtils.js, and nothing else', () => {
    const exported = [...fs.readFileSync(original, 'utf8').matchAll(/^export function (\w+)/gm)].map((m) => m[1]);
    const replacement = fs.readFileSync(CODE_BLOCK_UTILS_MODULE, 'utf8');
    const reexported = [...replacement.matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
      m[1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
    expect(reexported.sort()).toEqual(exported.sort());
  });

  it("client/codeBlockContext.tsx is a copy of lib/utils/codeBlockUtils.js' context: the same provider and hook", () => {
    const source = fs.readFileSync(original, 'utf8');
    expect(source).toMatch(/export function CodeBlockContextProvider\(\{ metadata, wordWrap, children, \}\)/);
    expect(source).toMatch(/useMemo\(\(\) => \{\s*return \{ metadata, wordWrap \};\s*\}, \[metadata, wordWrap\]\)/);
    expect(source).toContain("throw new ReactContextError('CodeBlockContextProvider')");
  });
});
