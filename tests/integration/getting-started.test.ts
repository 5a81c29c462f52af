/**
 * The Getting Started guide's project, assembled from the page's own titled
 * code blocks, is built by real webpack (through webpack-cli, as the guide
 * runs it) and the bundle shows in a browser DOM what the page says it shows.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { extractCodeBlocks } from '../../scripts/content/codeBlocks';
import { ROOT } from '../../scripts/content/site';

const PAGE = path.join(ROOT, 'docs/guides/getting-started.mdx');
const page = fs.readFileSync(PAGE, 'utf8');
const files = new Map(
  extractCodeBlocks(page)
    .filter((b) => b.title && b.lang !== 'diff' && b.title !== 'package.json')
    .map((b) => [b.title!, b.code]),
);

let project: string;

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'getting-started-'));
  for (const [name, code] of files) {
    fs.mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
    fs.writeFileSync(path.join(project, name), code);
  }
});

afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

async function runPage(): Promise<JSDOM> {
  const dom = new JSDOM(fs.readFileSync(path.join(project, 'dist/index.html'), 'utf8'), {
    url: `file://${path.join(project, 'dist/index.html')}`,
    runScripts: 'dangerously',
    resources: 'usable',
  });
  await new Promise((resolve) => dom.window.addEventListener('load', resolve));
  return dom;
}

describe('Getting Started guide', () => {
  it('gives every file the project needs', () => {
    expect([...files.keys()].sort()).toEqual([
      'dist/index.html',
      'src/greeting.js',
      'src/index.js',
      'webpack.config.js',
    ]);
  });

  it('builds with webpack and the page shows the heading the guide promises', async () => {
    const cli = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
    execFileSync('node', [cli], { cwd: project, stdio: 'pipe' });
    expect(fs.existsSync(path.join(project, 'dist/main.js'))).toBe(true);

    const dom = await runPage();
    const heading = dom.window.document.querySelector('h1')?.textContent;
    expect(heading).toBeTruthy();
    // The guide names the heading in bold where it tells the reader what to expect.
    expect(page).toContain(`**${heading}**`);
    dom.window.close();
  });

  it('builds without a configuration file too, as the guide shows first', async () => {
    fs.rmSync(path.join(project, 'dist/main.js'));
    fs.renameSync(path.join(project, 'webpack.config.js'), path.join(project, 'webpack.config.js.off'));
    try {
      const cli = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
      const output = execFileSync('node', [cli], { cwd: project, stdio: 'pipe' }).toString();
      expect(output).toContain("The 'mode' option has not been set");
      const dom = await runPage();
      expect(dom.window.document.querySelector('h1')?.textContent).toMatch(/^Hello, webpack!/);
      dom.window.close();
    } finally {
      fs.renameSync(path.join(project, 'webpack.config.js.off'), path.join(project, 'webpack.config.js'));
    }
  });
});
