/**
 * The example plugin of the Plugin API page (the code block titled
 * `FileListPlugin.js`) is taken from the page, used in a real webpack 5 build
 * of a tiny project, and the Markdown file it adds must list the other
 * emitted files with their sizes on disk.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { extractCodeBlocks } from '../../scripts/content/codeBlocks';
import { ROOT } from '../../scripts/content/site';

const PAGE = path.join(ROOT, 'docs/api/plugins.mdx');
const block = extractCodeBlocks(fs.readFileSync(PAGE, 'utf8')).find((b) => b.title === 'FileListPlugin.js');

let project: string;

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'api-plugin-example-'));
  fs.mkdirSync(path.join(project, 'src'));
  fs.writeFileSync(
    path.join(project, 'src/index.js'),
    "import('./message.js').then(({ default: message }) => console.log(message));\n",
  );
  fs.writeFileSync(path.join(project, 'src/message.js'), "export default 'Hello from a lazy chunk';\n");
  if (block) fs.writeFileSync(path.join(project, 'FileListPlugin.js'), block.code);
});

afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

function build(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((err, stats) => {
      compiler.close(() => {
        if (err) reject(err);
        else resolve(stats!);
      });
    });
  });
}

describe('Plugin API page: FileListPlugin example', () => {
  it('is on the page as a titled code block', () => {
    expect(block).toBeDefined();
    expect(block!.code).toContain('processAssets');
    expect(block!.code).toContain('compiler.webpack');
  });

  it.each([
    ['default options', undefined, 'assets.md'],
    ['a custom filename', { filename: 'report/files.md' }, 'report/files.md'],
  ])('adds the asset list to a real build (%s)', async (_label, options, expectedName) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const FileListPlugin = require(path.join(project, 'FileListPlugin.js'));
    const outputPath = path.join(project, `dist-${expectedName.replace(/\W/g, '-')}`);
    const stats = await build({
      mode: 'production',
      context: project,
      entry: './src/index.js',
      output: { path: outputPath },
      infrastructureLogging: { level: 'error' },
      plugins: [new FileListPlugin(options)],
    });
    expect(stats.hasErrors()).toBe(false);
    expect(stats.hasWarnings()).toBe(false);

    const listFile = path.join(outputPath, expectedName);
    expect(fs.existsSync(listFile)).toBe(true);
    const content = fs.readFileSync(listFile, 'utf8');

    // Every other emitted file, with its size on disk, in sorted order.
    const emitted = (fs.readdirSync(outputPath, { recursive: true }) as string[])
      .map((name) => name.split(path.sep).join('/'))
      .filter((name) => name !== expectedName && fs.statSync(path.join(outputPath, name)).isFile())
      .sort();
    expect(emitted.length).toBeGreaterThanOrEqual(2); // main.js and the lazy chunk
    const expected = `# Assets\n\n${emitted
      .map((name) => `- \`${name}\` (${fs.statSync(path.join(outputPath, name)).size} bytes)`)
      .join('\n')}\n`;
    expect(content).toBe(expected);

    // The asset is part of the compilation, not written on the side.
    expect(stats.compilation.getAsset(expectedName)).toBeDefined();
  });
});
