/**
 * README pages compile with Docusaurus' own pipeline even when the README holds
 * HTML and characters that MDX rejects: they are written as .md files, which
 * the site compiles as CommonMark.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderPackagePage } from '../../plugins/package-readmes/page';
import { generatedPagePath } from '../../plugins/package-readmes';
import { ROOT } from '../../scripts/content/site';

const fixture = fs.readFileSync(
  path.join(ROOT, 'plugins/package-readmes/__tests__/fixtures/example-loader.md'),
  'utf8',
);
const page = renderPackagePage(
  { name: 'example-loader', kind: 'loader' },
  {
    name: 'example-loader',
    version: '1.0.0',
    readme: fixture,
    repository: 'https://github.com/example/x',
    fetchedAt: new Date().toISOString(),
  },
  new Map(),
);

function compile(file: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync(
      'node',
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/content/compile.ts', file],
      {
        cwd: ROOT,
        stdio: 'pipe',
      },
    ).toString();
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: Buffer }).stderr) };
  }
}

describe('README pages', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-page-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are generated as .md files', () => {
    expect(generatedPagePath('/site', { name: 'css-loader', kind: 'loader' })).toBe('/site/docs/loaders/css-loader.md');
  });

  it('compile as Markdown, with the anchors their links use, though MDX would reject them', () => {
    fs.writeFileSync(path.join(dir, 'example-loader.md'), page);
    const markdown = compile(path.join(dir, 'example-loader.md'));
    expect(markdown.ok).toBe(true);
    expect(JSON.parse(markdown.output)).toEqual(expect.arrayContaining(['options', 'usage']));

    fs.writeFileSync(path.join(dir, 'example-loader.mdx'), page);
    expect(compile(path.join(dir, 'example-loader.mdx')).ok).toBe(false);
  });
});
