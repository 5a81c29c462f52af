/**
 * Pages from package READMEs, with real tools: the README sync against
 * registries played by this test (one that hangs, one that serves a hostile
 * package), and a production build of a copy of the site in which writers have
 * added `.md` pages of their own to docs/loaders/ and docs/plugins/.
 *
 * Listens on loopback ports: run it inside a network namespace on a shared
 * machine (`ip netns exec <name> npx jest -c jest.integration.config.mjs …`).
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fetchPackage } from '../../plugins/package-readmes/registry';
import { README_PACKAGES } from '../../plugins/package-readmes/packages';
import { renderPackagePage } from '../../plugins/package-readmes/page';
import { ROOT } from '../../scripts/content/site';
import { indexedPages } from '../search/builtSearch';
import { copySite, docusaurusBin } from './siteCopy';
import {
  articleOf,
  FORBIDDEN_IN_ARTICLE,
  HOSTILE_GLOBALS,
  HOSTILE_README_URL,
} from '../fixtures/package-readmes/hostile';

const run = promisify(execFile);
const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
}

/** A registry that accepts connections and never answers. */
async function hangingRegistry(): Promise<{ url: string; connections: () => number; close: () => void }> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/`,
    connections: () => count,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** Every file under `dir`, by its path in it. */
function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('README pages', () => {
  it('compile as Markdown, with the anchors their links use, though MDX would reject them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-page-'));
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
    const compile = (file: string) => {
      try {
        return {
          ok: true,
          output: execFileSync('node', [tsx, 'scripts/content/compile.ts', file], { cwd: ROOT }).toString(),
        };
      } catch (error) {
        return { ok: false, output: String((error as { stdout?: Buffer }).stdout) };
      }
    };
    try {
      fs.writeFileSync(path.join(dir, 'example-loader.md'), page);
      const markdown = compile(path.join(dir, 'example-loader.md'));
      expect(markdown.ok).toBe(true);
      expect(JSON.parse(markdown.output).anchors).toEqual(expect.arrayContaining(['options', 'usage']));
      fs.writeFileSync(path.join(dir, 'example-loader.mdx'), page);
      expect(compile(path.join(dir, 'example-loader.mdx')).ok).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a package whose README is a symbolic link', () => {
  let dir: string;
  let server: http.Server;
  let registry: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-registry-'));
    // What the link points at: a file of the machine that builds the site.
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'TOKEN=do-not-publish');
    fs.mkdirSync(path.join(dir, 'package'));
    fs.writeFileSync(
      path.join(dir, 'package/package.json'),
      JSON.stringify({ name: 'linked-readme-loader', version: '1.0.0' }),
    );
    fs.symlinkSync(path.join(dir, 'secret.txt'), path.join(dir, 'package/README.md'));
    execFileSync('tar', ['-czf', 'package.tgz', 'package'], { cwd: dir });
    const tarball = fs.readFileSync(path.join(dir, 'package.tgz'));
    server = http.createServer((request, response) => {
      const { port } = server.address() as net.AddressInfo;
      if (request.url === '/linked-readme-loader/latest') {
        response.setHeader('content-type', 'application/json');
        return response.end(
          JSON.stringify({
            name: 'linked-readme-loader',
            version: '1.0.0',
            dist: {
              tarball: `http://127.0.0.1:${port}/linked-readme-loader/-/linked-readme-loader-1.0.0.tgz`,
              integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
            },
          }),
        );
      }
      if (request.url?.endsWith('.tgz')) return response.end(tarball);
      response.statusCode = 404;
      return response.end('{}');
    });
    const port = await listen(server);
    registry = `http://127.0.0.1:${port}/`;
  });

  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is refused, and the file it points at never reaches a page', async () => {
    await expect(fetchPackage('linked-readme-loader', { registry, timeoutMs: 10_000 })).rejects.toThrow(
      /README\.md is a symlink, not a file: refused/,
    );
  });
});

describe('a build of the site', () => {
  let site: string;
  let registry: Awaited<ReturnType<typeof hangingRegistry>>;
  let server: ChildProcess | undefined;
  const written = {
    'docs/loaders/hand-written-loader.md':
      '---\ntitle: hand-written-loader\ndescription: A loader page a writer wrote.\n---\n\nWritten by hand, in Markdown.\n',
    'docs/plugins/hand-written-webpack-plugin.md':
      '---\ntitle: HandWrittenPlugin\ndescription: A plugin page a writer wrote.\ngroup: webpack\n---\n\nAlso written by hand.\n',
  };
  const timings: Record<string, number> = {};
  const output: Record<string, string> = {};

  let docsBefore: string[];

  beforeAll(async () => {
    site = copySite('webpack-docs-readmes-');
    for (const [file, content] of Object.entries(written)) fs.writeFileSync(path.join(site, file), content);
    docsBefore = listFiles(path.join(site, 'docs'));
    registry = await hangingRegistry();
    const hanging = { ...process.env, npm_config_registry: registry.url };

    // What `npm run build` does, in two steps, timed: the README sync, then the Docusaurus build.
    let started = Date.now();
    output.syncOffline = (
      await run('node', [tsx, 'plugins/package-readmes/cli.ts', '--if-stale'], {
        cwd: site,
        env: { ...hanging, PACKAGE_READMES: 'offline' },
      })
    ).stdout;
    timings.syncOffline = Date.now() - started;
    started = Date.now();
    output.syncHanging = (
      await run('node', [tsx, 'plugins/package-readmes/cli.ts', '--if-stale'], { cwd: site, env: hanging })
    ).stdout;
    timings.syncHanging = Date.now() - started;
    timings.connectionsBeforeBuild = registry.connections();
    const build = await run('node', [docusaurusBin, 'build', '--out-dir', 'build'], {
      cwd: site,
      // Docusaurus's own update check (a detached child, which the build does not wait for) also asks the registry.
      env: { ...hanging, NODE_ENV: 'production', E2E_FIXTURES: '1', NO_UPDATE_NOTIFIER: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    output.build = build.stdout;
  }, 1_200_000);

  afterAll(() => {
    server?.kill();
    registry.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  const html = (url: string) => fs.readFileSync(path.join(site, 'build', url, 'index.html'), 'utf8');

  it('does not wait for a registry that never answers: a few seconds, said once', () => {
    console.log(
      `README sync before the build: offline ${timings.syncOffline} ms, registry hanging ${timings.syncHanging} ms`,
    );
    expect(timings.syncHanging! - timings.syncOffline!).toBeLessThan(10_000);
    expect(output.syncHanging).toMatch(
      /the npm registry is unreachable \(GET http:\/\/127\.0\.0\.1:\d+\/[a-z-]+\/latest: no answer within 6 s\)/,
    );
    expect(output.syncHanging!.match(/unreachable/g)).toHaveLength(1);
    // The build itself never asks the registry (nor waits for it).
    expect(registry.connections()).toBe(timings.connectionsBeforeBuild);
    // No README cache in the copy: the fixture packages (end-to-end build) have their READMEs, the others the fallback.
    const fixtures = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/package-readmes/packages.json'), 'utf8')) as unknown[]
    ).length;
    expect(output.build).toContain(
      `[package-readmes] ${README_PACKAGES.length + fixtures} package pages: ${fixtures} from the README cache, ${README_PACKAGES.length} without README`,
    );
  });

  it("writes nothing into docs/, leaves the writers' .md pages there as they were, and serves them", async () => {
    for (const [file, content] of Object.entries(written))
      expect(fs.readFileSync(path.join(site, file), 'utf8')).toBe(content);
    expect(fs.readdirSync(path.join(site, 'docs/loaders')).sort()).toEqual(['hand-written-loader.md', 'index.mdx']);
    expect(listFiles(path.join(site, 'docs'))).toEqual(docsBefore);

    // A port the system reports free. A port picked at random in a range once belonged to another server, which
    // answered 404 while this one could not listen.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    server = spawn(
      'node',
      [docusaurusBin, 'serve', '--dir', 'build', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
      {
        cwd: site,
        stdio: 'ignore',
      },
    );
    let exited = false;
    server.once('exit', () => {
      exited = true;
    });
    const get = async (url: string) => {
      for (let attempt = 0; ; attempt += 1) {
        if (exited) throw new Error(`docusaurus serve on port ${port} exited before answering`);
        try {
          const response = await fetch(`http://127.0.0.1:${port}${url}`);
          return { status: response.status, body: await response.text() };
        } catch (error) {
          if (attempt > 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      }
    };
    const loader = await get('/loaders/hand-written-loader/');
    expect(loader.status).toBe(200);
    expect(loader.body).toContain('Written by hand, in Markdown.');
    const plugin = await get('/plugins/hand-written-webpack-plugin/');
    expect(plugin.status).toBe(200);
    expect(plugin.body).toContain('Also written by hand.');
  });

  it('serves the README pages at their URLs, in their section sidebar with their groups, beside the written pages', () => {
    const page = html('loaders/css-loader');
    expect(page).toContain(
      'css-loader is not part of webpack core: the webpack team maintains it in its own repository',
    );
    const sidebar = page.slice(page.indexOf('theme-doc-sidebar-menu'));
    // The build's HTML is minified: attribute quotes are optional.
    expect(sidebar).toMatch(/href="?\/loaders\/hand-written-loader\/[" >]/);
    expect(sidebar).toMatch(/href="?\/loaders\/sass-loader\/[" >]/);
    expect(sidebar).toMatch(/>CSS</);
    expect(html('plugins/terser-webpack-plugin')).toMatch(/href="?\/plugins\/hand-written-webpack-plugin\/[" >]/);
  });

  it('lists them in the printable page, the content tree, llms.txt and the search index', () => {
    const printable = html('loaders/printable');
    expect(printable).toMatch(/id="?loaders-css-loader[" >]/);
    expect(printable).toMatch(/id="?loaders-hand-written-loader[" >]/);
    const tree = JSON.parse(fs.readFileSync(path.join(site, 'build/content-tree.json'), 'utf8'));
    const loaders = tree.children.find((c: { name: string }) => c.name === 'loaders');
    const paths = loaders.children.map((c: { path: string }) => c.path);
    expect(paths).toEqual(expect.arrayContaining(['loaders/css-loader.md', 'loaders/hand-written-loader.md']));
    expect(tree.children.map((c: { name: string }) => c.name)).not.toContain('package-readmes');
    expect(fs.readFileSync(path.join(site, 'build/llms.txt'), 'utf8')).toContain('/loaders/css-loader/index.md');
    expect(indexedPages(path.join(site, 'build')).get('5')).toEqual(
      expect.arrayContaining(['/loaders/css-loader/', '/loaders/hand-written-loader/']),
    );
  });

  it('serves none of a hostile README but its ordinary HTML', () => {
    const page = html(HOSTILE_README_URL);
    const article = articleOf(page);
    for (const forbidden of FORBIDDEN_IN_ARTICLE) expect(article).not.toMatch(forbidden);
    // The page as a whole: no script but the site's own.
    expect(page).not.toMatch(HOSTILE_GLOBALS);
    // Ordinary README HTML stays (the build's HTML is minified: attribute quotes are optional).
    expect(article).toMatch(/<table>[\s\S]*<th style="?text-align:left"?>Option/);
    expect(article).toMatch(/<td style="?text-align:right"?><code>\[name\]\.js<\/code>/);
    expect(article).toMatch(/<details[^>]*><summary>More options<\/summary>/);
    expect(article).toMatch(
      /<p align="?center"?><img [^>]*src="?https:\/\/github\.com\/example\/hostile-readme-loader\/raw\/HEAD\/docs\/diagram\.png/,
    );
    expect(article).toContain('An alert that becomes an admonition.');
  });
});
