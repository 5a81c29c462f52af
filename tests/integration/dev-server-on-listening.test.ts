/**
 * The DevServer page's `onListening` example, run as a reader runs it: `webpack serve` (webpack-cli 6 and the
 * installed webpack-dev-server 5) in a project whose webpack.config.js is the example. Once the server listens on the
 * first free port, the example has written its address into `.dev-server-url`, and the bundle is served there.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { titled } from './v4PageProject';
import { blocksUnder, makeProject, readPage, removeProjects } from './webpackProject';
import { ROOT } from '../../scripts/content/site';

afterAll(removeProjects);

const example = titled(
  blocksUnder(readPage('docs/configuration/dev-server.mdx'), 'devServer.onListening'),
  'webpack.config.js',
);

it('writes the address of the port the server took, where the bundle is served', async () => {
  const dir = makeProject({ 'webpack.config.js': example.code, 'src/index.js': "document.title = 'served';" });
  const urlFile = path.join(dir, '.dev-server-url');
  const server = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
    // The search for a free port starts away from 8080, which other programs on a shared machine use.
    { cwd: dir, env: { ...process.env, WEBPACK_DEV_SERVER_BASE_PORT: '18080' }, stdio: 'ignore' },
  );
  let running = true;
  const exited = new Promise<void>((resolve) =>
    server.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  try {
    const deadline = Date.now() + 60_000;
    const written = () => (fs.existsSync(urlFile) ? fs.readFileSync(urlFile, 'utf8') : '');
    while (!written()) {
      if (!running) throw new Error('webpack serve exited before it was listening');
      if (Date.now() > deadline) throw new Error('webpack serve wrote no .dev-server-url within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const url = written();
    expect(url).toMatch(/^http:\/\/localhost:(\d+)\/\n$/);
    expect(Number(new URL(url).port)).toBeGreaterThanOrEqual(18080);
    const bundle = await fetch(new URL('main.js', url));
    expect(bundle.status).toBe(200);
    expect(await bundle.text()).toContain("document.title = 'served';");
  } finally {
    if (running) server.kill();
    await exited;
  }
});
