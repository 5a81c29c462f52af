// `npm run bench`: build and page-weight figures of the site, printed as one table.
//   - cold build (Docusaurus Faster), ms per page, peak memory; warm rebuild; cold build with Faster off
//   - first-load JS, CSS and HTML (gzip) of four pages; the offline precache size
//   - Lighthouse scores of the four pages, mobile and desktop, median of 3 (skip with --no-lighthouse)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../chromium.mjs';
import { measureFirstLoad } from './firstLoad.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = ['/', '/concepts/', '/configuration/output/', '/blog/'];
const withLighthouse = !process.argv.includes('--no-lighthouse');
const docusaurus = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

function timedBuild(outDir, env = {}, { clean = true } = {}) {
  if (clean) {
    for (const dir of ['.docusaurus', 'node_modules/.cache', outDir])
      fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
  }
  const report = path.join(os.tmpdir(), `bench-time-${process.pid}.txt`);
  const started = Date.now();
  execFileSync('/usr/bin/time', ['-v', '-o', report, 'node', docusaurus, 'build', '--out-dir', outDir], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PACKAGE_READMES: 'offline', ...env },
  });
  const ms = Date.now() - started;
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(fs.readFileSync(report, 'utf8'))?.[1] ?? 0);
  return { ms, peakMb: Math.round(peakKb / 1024) };
}

function countPages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => {
    if (entry.isDirectory()) return n + countPages(path.join(dir, entry.name));
    return n + (entry.name === 'index.html' ? 1 : 0);
  }, 0);
}

function precacheSize(buildDir) {
  const sw = fs.readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  // The precache manifest is inlined as JSON (`"url":"…"`) or as an object literal (`url:"…"`).
  const urls = [...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(buildDir, decodeURIComponent(url));
    if (!fs.existsSync(file)) continue;
    const data = fs.readFileSync(file);
    raw += data.length;
    gzip += zlib.gzipSync(data).length;
  }
  return { entries: urls.length, raw, gzip };
}

async function serve(dir, port) {
  const server = spawn(
    'node',
    [docusaurus, 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseScores(url, formFactor) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  for (let i = 0; i < 3; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined,
      );
      const c = result.lhr.categories;
      runs.push({
        performance: Math.round(c.performance.score * 100),
        accessibility: Math.round(c.accessibility.score * 100),
        bestPractices: Math.round(c['best-practices'].score * 100),
        seo: Math.round(c.seo.score * 100),
      });
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const rows = [];
  const cold = timedBuild('build-bench');
  const pages = countPages(path.join(ROOT, 'build-bench'));
  rows.push([
    'cold build (Faster)',
    `${(cold.ms / 1000).toFixed(1)} s`,
    `${(cold.ms / pages).toFixed(1)} ms/page, ${pages} pages, peak ${cold.peakMb} MB`,
  ]);
  const warm = timedBuild('build-bench', {}, { clean: false });
  rows.push(['warm rebuild (Faster)', `${(warm.ms / 1000).toFixed(1)} s`, `peak ${warm.peakMb} MB`]);
  const slow = timedBuild('build-bench-webpack', { DOCUSAURUS_FASTER: 'false' });
  rows.push([
    'cold build (webpack, Faster off)',
    `${(slow.ms / 1000).toFixed(1)} s`,
    `Faster is ${(slow.ms / cold.ms).toFixed(2)}× quicker, peak ${slow.peakMb} MB`,
  ]);
  fs.rmSync(path.join(ROOT, 'build-bench-webpack'), { recursive: true, force: true });

  const buildDir = path.join(ROOT, 'build-bench');
  const server = await serve(buildDir, 4199);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.route(
      (url) => url.origin !== 'http://127.0.0.1:4199',
      (route) => route.abort(),
    );
    for (const pathname of PAGES) {
      const load = await measureFirstLoad(page, 'http://127.0.0.1:4199', pathname, buildDir);
      rows.push([
        `first load ${pathname}`,
        `JS ${kb(load.jsGzip)}`,
        `CSS ${kb(load.cssGzip)}, HTML ${kb(load.htmlGzip)} (gzip, ${load.scripts.length} scripts)`,
      ]);
    }
    const precache = precacheSize(buildDir);
    rows.push([
      'offline precache',
      `${precache.entries} entries`,
      `${kb(precache.raw)} raw, ${kb(precache.gzip)} gzip`,
    ]);
    if (withLighthouse) {
      for (const pathname of PAGES) {
        for (const formFactor of ['mobile', 'desktop']) {
          const s = await lighthouseScores(`http://127.0.0.1:4199${pathname}`, formFactor);
          rows.push([
            `Lighthouse ${formFactor} ${pathname}`,
            `perf ${s.performance}`,
            `a11y ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo} (median of 3)`,
          ]);
        }
      }
    }
  } finally {
    await browser.close();
    server.kill();
    // The build it measured is of no further use, and would be linted as source.
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
  console.table(rows.map(([measure, value, detail]) => ({ measure, value, detail })));
}

await main();
