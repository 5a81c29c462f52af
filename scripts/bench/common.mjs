// Measures shared by `npm run bench` and its `--patches` mode: a timed cold build, the precache of a build, medians,
// and Lighthouse runs through the site's nginx.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../chromium.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const docusaurus = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

export function timedBuild(outDir, env = {}, { clean = true } = {}) {
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

export function countPages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => {
    if (entry.isDirectory()) return n + countPages(path.join(dir, entry.name));
    return n + (entry.name === 'index.html' ? 1 : 0);
  }, 0);
}

// The precache of a build lives in its own module, which the offline e2e test imports too.
export { precacheSize } from './precache.mjs';

// Of the runs that produced the figure: a Lighthouse run that fails an audit (on a loaded machine) reports no value.
export const median = (values) => {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length ? finite[Math.floor(finite.length / 2)] : NaN;
};
const percent = (score) => (score == null ? NaN : Math.round(score * 100));

export const RUNS = 3;

export async function lighthouseScores(url, formFactor, runCount = RUNS) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  for (let i = 0; i < runCount; i += 1) {
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
      const { categories: c, audits } = result.lhr;
      runs.push({
        performance: percent(c.performance.score),
        tbt: Math.round(audits['total-blocking-time'].numericValue ?? NaN),
        lcp: Math.round(audits['largest-contentful-paint'].numericValue ?? NaN),
        accessibility: percent(c.accessibility.score),
        bestPractices: percent(c['best-practices'].score),
        seo: percent(c.seo.score),
      });
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
}
