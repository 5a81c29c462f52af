// `npm run bench -- --patches`: what each patch of the speed layer (plugins/perf) saves. The site is built stock
// (PERF_PATCHES_OFF=all), with every patch, and with every patch but one; each build is served by nginx with
// deploy/nginx.conf. Bytes are exact (gzip -9 of what a first visit loads before it is interactive, at 1280 px). Times
// are taken in rounds, one measure of every build per round, so that the machine's swings fall on all builds alike:
// the main thread until hydrated on one page (CPU 4× slower, median of 5) and Lighthouse mobile TBT on it (median of
// 3). A patch's saving is the build without it minus the build with all, and times are also given as a share of the
// stock build's. `--write-readme` puts the table into plugins/perf/README.md.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../chromium.mjs';
import { startNginx } from '../deploy/localNginx.mjs';
import { lighthouseScores, median, ROOT, timedBuild } from './common.mjs';
import { measureFirstLoad } from './firstLoad.mjs';
import { mainThreadBreakdown } from './mainThread.mjs';

const MAIN_THREAD_RUNS = 5;
const LIGHTHOUSE_RUNS = 3;
const README = path.join(ROOT, 'plugins/perf/README.md');
/** Below both, a patch does not pay for what it costs to keep (plugins/perf/README.md). */
const MIN_KB = 1;
const MIN_MS = 20;

/** The patches: the folders of plugins/perf, each named as PERF_PATCHES_OFF names it. */
function patchNames() {
  const dir = path.join(ROOT, 'plugins/perf');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

export async function benchPatches({ port, pages, page, withLighthouse, writeReadme }) {
  const variants = [
    { name: 'all patches', off: '' },
    { name: 'stock', off: 'all' },
    ...patchNames().map((name) => ({ name, off: name })),
  ];
  for (const variant of variants) {
    variant.dir = path.join(ROOT, `build-bench-${variant.off || 'patches'}`);
    console.error(`building: ${variant.name}`);
    variant.build = timedBuild(path.relative(ROOT, variant.dir), { PERF_PATCHES_OFF: variant.off });
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const [index, variant] of variants.entries()) {
      variant.nginx = await startNginx(variant.dir, port + index, { root: ROOT });
      variant.js = {};
      variant.css = {};
      for (const pathname of pages) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        await tab.route(
          (url) => url.origin !== variant.nginx.origin,
          (route) => route.abort(),
        );
        const load = await measureFirstLoad(tab, variant.nginx.origin, pathname, variant.dir);
        variant.js[pathname] = load.jsGzip;
        variant.css[pathname] = load.cssGzip;
        await context.close();
      }
      variant.mainThread = [];
      variant.tbt = [];
    }
    for (let round = 0; round < MAIN_THREAD_RUNS; round += 1) {
      for (const variant of variants) {
        try {
          variant.mainThread.push((await mainThreadBreakdown(browser, variant.nginx.origin + page)).total);
        } catch (error) {
          console.error(`main-thread trace of ${variant.name} failed: ${error.message}`);
        }
      }
    }
    if (withLighthouse) {
      for (let round = 0; round < LIGHTHOUSE_RUNS; round += 1) {
        for (const variant of variants) {
          const scores = await lighthouseScores(variant.nginx.origin + page, 'mobile', 1);
          variant.tbt.push(scores.tbt);
        }
      }
    }
  } finally {
    await browser.close();
    for (const variant of variants) {
      variant.nginx?.stop();
      fs.rmSync(variant.dir, { recursive: true, force: true });
    }
  }
  const table = rentTable(variants, pages, page, withLighthouse);
  console.log(table);
  if (writeReadme) {
    const readme = fs.readFileSync(README, 'utf8');
    fs.writeFileSync(
      README,
      readme.replace(
        /<!-- rent:start -->[^]*<!-- rent:end -->/,
        `<!-- rent:start -->\n\n${table}\n\n<!-- rent:end -->`,
      ),
    );
  }
}

function rentTable(variants, pages, page, withLighthouse) {
  const [all, stock, ...patches] = variants;
  const ms = (variant) => median(variant.mainThread);
  const tbt = (variant) => median(variant.tbt);
  const share = (value, base) => (Number.isFinite(value) && base ? `${Math.round((value / base) * 100)} %` : 'n/a');
  const total = (record) => Object.values(record).reduce((sum, bytes) => sum + bytes, 0);
  const heading = [
    'build',
    `JS KB (${pages.join(', ')})`,
    'CSS KB (same pages)',
    `main thread ${page}, share of stock`,
    ...(withLighthouse ? [`TBT ${page}, share of stock`] : []),
    'verdict',
  ];
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const absolute = (variant) => [
    pages.map((p) => kb(variant.js[p])).join(' / '),
    pages.map((p) => kb(variant.css[p])).join(' / '),
    `${Math.round(ms(variant))} ms (${share(ms(variant), ms(stock))})`,
    ...(withLighthouse ? [`${Math.round(tbt(variant))} ms (${share(tbt(variant), tbt(stock))})`] : []),
  ];
  const lines = [
    row(heading),
    row(heading.map(() => '---')),
    row(['stock (`PERF_PATCHES_OFF=all`)', ...absolute(stock), '']),
    row(['all patches', ...absolute(all), '']),
  ];
  for (const patch of patches) {
    const savedKb = pages.map((p) => (patch.js[p] + patch.css[p] - all.js[p] - all.css[p]) / 1024);
    const savedMs = ms(patch) - ms(all);
    const savedTbt = tbt(patch) - tbt(all);
    // Time saved on the main thread until hydrated, or blocking time after it (Lighthouse TBT): either counts.
    const pays = Math.max(...savedKb) >= MIN_KB || savedMs >= MIN_MS || (withLighthouse && savedTbt >= MIN_MS);
    lines.push(
      row([
        `without \`${patch.name}\``,
        `+${pages.map((p) => kb(patch.js[p] - all.js[p])).join(' / ')}`,
        `+${pages.map((p) => kb(patch.css[p] - all.css[p])).join(' / ')}`,
        `+${Math.round(savedMs)} ms (${share(savedMs, ms(stock))})`,
        ...(withLighthouse ? [`+${Math.round(savedTbt)} ms (${share(savedTbt, tbt(stock))})`] : []),
        pays ? 'pays' : `under ${MIN_KB} KB and ${MIN_MS} ms: remove`,
      ]),
    );
  }
  const date = new Date().toISOString().slice(0, 10);
  return [
    `Measured ${date} (\`npm run bench -- --patches\`; JS and CSS ${kb(total(stock.js))} → ${kb(total(all.js))} KB and ` +
      `${kb(total(stock.css))} → ${kb(total(all.css))} KB over the ${pages.length} pages). "without" rows are what the ` +
      'build loses when that one patch is off: the patch saves that much.',
    '',
    ...lines,
  ].join('\n');
}
