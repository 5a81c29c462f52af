/**
 * The webpack-dev-server API page (docs/api/webpack-dev-server.mdx) against the
 * installed webpack-dev-server 5 and webpack 5: the page's script runs and stops
 * on Ctrl+C, its test example passes, and the server started and stopped on free
 * ports here behaves as the page says (validation, properties, invalidate,
 * sendMessage and watchFiles seen by a WebSocket client, signal handlers,
 * logging, multi-compilers, the static helpers).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../../scripts/content/site';
import { blocksTitled, filesIn, makeProject, readPage, removeProjects, webpackOf } from './webpackProject';
import type webpackType from 'webpack';
import type WebpackDevServerType from 'webpack-dev-server';
import type WsType from 'ws';

afterAll(removeProjects);

const rootRequire = createRequire(path.join(ROOT, 'package.json'));
const webpack = webpackOf(5) as unknown as typeof webpackType;
const WebpackDevServer = rootRequire('webpack-dev-server') as typeof WebpackDevServerType;
// The WebSocket client the server itself depends on (Node.js 20 has no global WebSocket).
const WebSocket = createRequire(rootRequire.resolve('webpack-dev-server/package.json'))('ws') as typeof WsType;

const page = readPage('docs/api/webpack-dev-server.mdx');
const code = (title: string) => blocksTitled(page.blocks, title)[0]!.code;

/** A project with the page's files; `node_modules` is linked so that the page's scripts can require the packages. */
function project(): string {
  const dir = makeProject({
    ...filesIn(page.blocks, ['src/']),
    'webpack.config.js': code('webpack.config.js'),
    'serve.js': code('serve.js'),
    'stop.js': code('stop.js'),
    'rebuild.js': code('rebuild.js'),
  });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

function compilerFor(dir: string, extra: webpackType.Configuration = {}) {
  const config = createRequire(path.join(dir, 'package.json'))('./webpack.config.js') as webpackType.Configuration;
  return webpack({ ...config, context: dir, infrastructureLogging: { level: 'warn' }, ...extra });
}

const quiet = { host: '127.0.0.1', port: 0, setupExitSignals: false } as const;

async function get(server: WebpackDevServerType, url: string) {
  const { port } = server.server!.address() as net.AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${url}`);
  return { status: response.status, text: await response.text() };
}

/** Resolves with the next message of `type` that the client receives. */
function nextMessage(socket: InstanceType<typeof WebSocket>, type: string) {
  return new Promise<{ type: string; data?: unknown }>((resolve) => {
    const listener = (raw: Buffer) => {
      const message = JSON.parse(String(raw)) as { type: string; data?: unknown };
      if (message.type === type) {
        socket.off('message', listener);
        resolve(message);
      }
    };
    socket.on('message', listener);
  });
}

describe('webpack-dev-server API page: the examples', () => {
  it('runs serve.js: prints the address, serves the bundle, and ends on SIGINT', async () => {
    const dir = project();
    const child = spawn(process.execPath, ['serve.js'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    try {
      while (!/Open http:\/\/localhost:(\d+)\//.test(output)) {
        if (child.exitCode !== null) throw new Error(output);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const port = /Open http:\/\/localhost:(\d+)\//.exec(output)![1];
      const bundle = await fetch(`http://127.0.0.1:${port}/main.js`).then((r) => r.text());
      expect(bundle).toContain('Served by webpack-dev-server');
      child.kill('SIGINT');
      const [exitCode] = (await once(child, 'exit')) as [number | null];
      expect(exitCode).toBe(0);
      expect(output).toContain('Gracefully shutting down.');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('passes the page’s test example, with its hooks run in order', async () => {
    const dir = project();
    const hooks: { before: (() => Promise<void>)[]; after: (() => Promise<void>)[]; tests: (() => Promise<void>)[] } = {
      before: [],
      after: [],
      tests: [],
    };
    const projectRequire = createRequire(path.join(dir, 'package.json'));
    // The page's test file is the code under test: run it with the test runner's functions it uses.
    new Function('require', 'beforeAll', 'afterAll', 'test', 'expect', code('app.test.js'))(
      projectRequire,
      (fn: () => Promise<void>) => hooks.before.push(fn),
      (fn: () => Promise<void>) => hooks.after.push(fn),
      (_name: string, fn: () => Promise<void>) => hooks.tests.push(fn),
      expect,
    );
    expect(hooks.tests).toHaveLength(1);
    // A test runner runs it from the project's root, which the configuration's relative entry relies on.
    const previous = process.cwd();
    process.chdir(dir);
    try {
      for (const fn of [...hooks.before, ...hooks.tests]) await fn();
    } finally {
      for (const fn of hooks.after) await fn();
      process.chdir(previous);
    }
  });
});

describe('webpack-dev-server API page: creating, starting, stopping', () => {
  it('validates the options in the constructor and does nothing else until start()', () => {
    const dir = project();
    const compiler = compilerFor(dir);
    let runs = 0;
    compiler.hooks.watchRun.tap('count', () => void (runs += 1));
    expect(
      () => new WebpackDevServer({ port: 'eighty' as unknown as number, portal: true } as never, compiler),
    ).toThrow(
      /^Invalid options object\. Dev Server has been initialized using an options object that does not match the API schema\./,
    );
    const server = new WebpackDevServer(quiet, compiler);
    expect(server.server).toBeUndefined();
    expect(runs).toBe(0);
    expect(typeof (server as unknown as { listen?: unknown }).listen).toBe('undefined');
    expect(typeof (server as unknown as { close?: unknown }).close).toBe('undefined');
  });

  it('starts, exposes the running server, serves held requests, and stops without closing the compiler', async () => {
    const dir = project();
    const compiler = compilerFor(dir);
    let shutdowns = 0;
    compiler.hooks.shutdown.tap('count', () => void (shutdowns += 1));
    const server = new WebpackDevServer({ ...quiet, setupExitSignals: true }, compiler);
    const signalListeners = process.listenerCount('SIGINT');
    await server.start();
    const stopJs = createRequire(path.join(dir, 'package.json'))('./stop.js') as {
      shutDown(server: unknown, compiler: unknown): Promise<void>;
    };
    try {
      expect(process.listenerCount('SIGINT')).toBe(signalListeners + 1);
      expect(server.options.port).toBe(0);
      expect((server.server!.address() as net.AddressInfo).port).toBeGreaterThan(0);
      expect(typeof (server.app as { use?: unknown }).use).toBe('function');
      expect(server.compiler).toBe(compiler);
      const bundle = await get(server, '/main.js');
      expect(bundle.status).toBe(200);
      expect(bundle.text).toContain('Served by webpack-dev-server');
      expect(bundle.text).toContain('webpack-dev-server/client');
      expect(bundle.text).toContain('webpack/hot/dev-server');
      await new Promise((resolve) => server.middleware!.waitUntilValid(resolve));
      expect(server.middleware!.getFilenameFromUrl('/main.js')).toBe(path.join(dir, 'dist/main.js'));
    } finally {
      await server.stop();
    }
    expect(server.server).toBeUndefined();
    expect(server.webSocketServer).toBeNull();
    expect(process.listenerCount('SIGINT')).toBe(signalListeners);
    expect(shutdowns).toBe(0);
    await stopJs.shutDown(server, compiler);
    expect(shutdowns).toBe(1);
  });

  it('can be started again after stop(), and works with callbacks', async () => {
    const dir = project();
    const compiler = compilerFor(dir);
    const server = new WebpackDevServer(quiet, compiler);
    await new Promise<void>((resolve, reject) => server.startCallback((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve, reject) => server.stopCallback((error) => (error ? reject(error) : resolve())));
    await server.start();
    try {
      expect((await get(server, '/main.js')).text).toContain('Served by webpack-dev-server');
    } finally {
      await server.stop();
      await new Promise((resolve) => compiler.close(resolve));
    }
  });
});

describe('webpack-dev-server API page: the running server', () => {
  it('rebuilds on invalidate(), and reaches WebSocket clients with sendMessage() and watchFiles()', async () => {
    const dir = project();
    const compiler = compilerFor(dir);
    let builds = 0;
    compiler.hooks.done.tap('count', () => void (builds += 1));
    const server = new WebpackDevServer(quiet, compiler);
    await server.start();
    const port = (server.server!.address() as net.AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { origin: `http://127.0.0.1:${port}` } });
    try {
      await nextMessage(socket, 'ok');
      const before = builds;
      // The callback of invalidate() comes before the new build; waiting for the middleware waits for it.
      await new Promise((resolve) => server.invalidate(resolve));
      expect(builds).toBe(before);
      await new Promise((resolve) => server.middleware!.waitUntilValid(resolve));
      expect(builds).toBe(before + 1);
      const { rebuild } = createRequire(path.join(dir, 'package.json'))('./rebuild.js') as {
        rebuild(server: unknown): Promise<void>;
      };
      await rebuild(server);
      expect(builds).toBe(before + 2);

      const reload = nextMessage(socket, 'static-changed');
      server.sendMessage(server.webSocketServer!.clients, 'static-changed');
      expect(await reload).toEqual({ type: 'static-changed' });

      const template = path.join(dir, 'templates/page.html');
      fs.mkdirSync(path.dirname(template));
      fs.writeFileSync(template, '<p>one</p>');
      server.watchFiles(template, {});
      await once(server.staticWatchers.at(-1)!, 'ready');
      const changed = nextMessage(socket, 'static-changed');
      fs.writeFileSync(template, '<p>two</p>');
      expect((await changed).data).toBe(template);
    } finally {
      socket.close();
      await server.stop();
      await new Promise((resolve) => compiler.close(resolve));
    }
  });

  it("prints 'Project is running at' at the info level and not at warn", async () => {
    const dir = project();
    const lines = async (level: 'info' | 'warn') => {
      const messages: string[] = [];
      const record = (...args: unknown[]) => messages.push(args.join(' '));
      const compiler = compilerFor(dir, {
        infrastructureLogging: { level, console: { error: record, warn: record, info: record, log: record } as never },
      });
      const server = new WebpackDevServer(quiet, compiler);
      await server.start();
      await server.stop();
      await new Promise((resolve) => compiler.close(resolve));
      return messages;
    };
    expect((await lines('info')).some((m) => m.startsWith('[webpack-dev-server] Project is running at'))).toBe(true);
    expect((await lines('warn')).some((m) => m.includes('Project is running at'))).toBe(false);
  });

  it('builds a configuration of a MultiCompiler with devServer: false to disk, without client code, unserved', async () => {
    const dir = project();
    const base = {
      mode: 'development' as const,
      context: dir,
      entry: './src/index.js',
      infrastructureLogging: { level: 'warn' as const },
    };
    const output = { path: path.join(dir, 'dist') };
    const plainConfig = { ...base, name: 'plain', devServer: false, output: { ...output, filename: 'plain.js' } };
    const compiler = webpack([
      { ...base, name: 'app', output: { ...output, filename: 'app.js' } },
      plainConfig as unknown as webpackType.Configuration,
    ]);
    const server = new WebpackDevServer(quiet, compiler);
    await server.start();
    try {
      const app = await get(server, '/app.js');
      expect(app.text).toContain('webpack-dev-server/client');
      expect((await get(server, '/plain.js')).status).toBe(404);
      await new Promise((resolve) => server.middleware!.waitUntilValid(resolve));
      const plain = fs.readFileSync(path.join(dir, 'dist/plain.js'), 'utf8');
      expect(plain).toContain('Served by webpack-dev-server');
      expect(plain).not.toContain('webpack-dev-server/client');
      expect(fs.existsSync(path.join(dir, 'dist/app.js'))).toBe(false);
    } finally {
      await server.stop();
      await new Promise((resolve) => compiler.close(resolve));
    }
  });
});

describe('webpack-dev-server API page: static helpers', () => {
  it('finds addresses, host names, free ports, URLs, the cache folder and the schema as described', async () => {
    expect(await WebpackDevServer.internalIP('v4')).toBe(WebpackDevServer.findIp('v4', false));
    expect(WebpackDevServer.internalIPSync('v6')).toBe(WebpackDevServer.findIp('v6', false));
    expect(WebpackDevServer.findIp('v4', true)).toBe('127.0.0.1');
    expect(await WebpackDevServer.getHostname('example.test')).toBe('example.test');
    expect(await WebpackDevServer.getHostname('local-ipv4')).toBe(WebpackDevServer.findIp('v4', false) ?? '0.0.0.0');
    expect(await WebpackDevServer.getFreePort(3000, '127.0.0.1')).toBe(3000);
    expect(WebpackDevServer.isAbsoluteURL('http://example.test/')).toBe(true);
    expect(WebpackDevServer.isAbsoluteURL('C:\\project')).toBe(false);
    expect(WebpackDevServer.findCacheDir()).toBe(path.join(ROOT, 'node_modules/.cache/webpack-dev-server'));
    expect(Object.keys((WebpackDevServer.schema as { properties: object }).properties)).toContain('setupExitSignals');
  });

  it("turns 'auto' into a number, searching from WEBPACK_DEV_SERVER_BASE_PORT upwards", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const base = (taken.address() as net.AddressInfo).port;
    try {
      // In a process of its own: the search loads an ES module, which Jest's module system does not run.
      const child = spawn(
        process.execPath,
        [
          '-e',
          "require('webpack-dev-server').getFreePort('auto', '127.0.0.1').then((port) => console.log(typeof port, port))",
        ],
        {
          cwd: ROOT,
          env: { ...process.env, WEBPACK_DEV_SERVER_BASE_PORT: String(base) },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      await once(child, 'exit');
      const [type, port] = output.trim().split(' ');
      expect(type).toBe('number');
      expect(Number(port)).toBeGreaterThan(base);
    } finally {
      taken.close();
    }
  });

  it('fails in Jest with the message the page quotes when the port is searched in-process', async () => {
    await expect(WebpackDevServer.getFreePort('auto', '127.0.0.1')).rejects.toThrow(
      'A dynamic import callback was invoked without --experimental-vm-modules',
    );
  });
});
