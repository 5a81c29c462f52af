/**
 * src/constants.ts holds only values something uses: every export is imported
 * by some other file of the site, its plugins, scripts or tests.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const DIRS = ['src', 'plugins', 'config', 'scripts', 'tests', 'vote-api'];
const ROOT_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(file);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

it('every export of src/constants.ts is used outside it', () => {
  const constantsFile = path.join(root, 'src/constants.ts');
  const names = [...fs.readFileSync(constantsFile, 'utf8').matchAll(/^export (?:const|type|function) (\w+)/gm)].map(
    (m) => m[1]!,
  );
  const others = [...DIRS.flatMap((dir) => sources(path.join(root, dir))), ...ROOT_FILES.map((f) => path.join(root, f))]
    .filter((file) => file !== constantsFile && fs.existsSync(file))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  expect(names.filter((name) => !new RegExp(`\\b${name}\\b`).test(others))).toEqual([]);
});
