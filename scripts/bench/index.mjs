// `npm run bench`: build and page-weight figures of the site, printed as one table. Pages are served as production
// serves them: by nginx with deploy/nginx.conf (gzip, headers), never by `docusaurus serve`, which does not compress.
//   - cold build (Docusaurus Faster), ms per page, peak memory; warm rebuild; cold build with Faster off
//   - first-load JS, CSS and HTML (gzip -9 of the files, deterministic) of four pages, the bytes nginx sent for them,
//     their element count, and their JS at phone width; the offline precache size
//   - where the main thread goes on /concepts/ until hydrated (script evaluation, hydration, …; CPU slowed 4×)
//   - Lighthouse scores of the four pages, mobile and desktop, median of 3 (skip with --no-lighthouse)
//   - the search: bytes of the first and of later queries (a network log of ten), and time from the keystroke to the
//     first result on a cold cache per query length, at full speed and CPU 4× (see search.mjs); with
//     `--search-baseline DIR`, the same for another build (the search before this one) served alongside, same run
// `--build-dir DIR` measures an existing build instead of building (no build rows; DIR is kept);
// `--no-webpack-build` skips the comparison build with Faster off; `--no-search` skips the search rows;
// `--json FILE` also writes the rows as JSON.
// `--patches` measures instead what each patch of the speed layer saves (scripts/bench/patches.mjs), `--write-readme`
// writes that table into plugins/perf/README.md.
// Run it inside a network namespace of its own when others use the ports (see HELPERS/README).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../chromium.mjs';
import { startNginx } from '../deploy/localNginx.mjs';
import { countPages, lighthouseScores, median, precacheSize, ROOT, RUNS, timedBuild } from './common.mjs';
import { measureFirstLoad } from './firstLoad.mjs';
import { mainThreadBreakdown } from './mainThread.mjs';
import { searchTimes, searchTransfers } from './search.mjs';
import { benchPatches } from './patches.mjs';

const PAGES = ['/', '/concepts/', '/configuration/output/', '/blog/'];
const BREAKDOWN_PAGE = '/concepts/';
const PORT = 4199;
/** The baseline build of the search comparison, served alongside. */
const BASELINE_PORT = 4198;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const argv = process.argv.slice(2);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const withLighthouse = !argv.includes('--no-lighthouse');
const withWebpackBuild = !argv.includes('--no-webpack-build');
const existingBuild = option('--build-dir');
const jsonOut = option('--json');
const withSearch = !argv.includes('--no-search');
const searchBaseline = option('--search-baseline');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const millis = (value) => `${Math.round(value)} ms`;

function buildRows(rows) {
  const cold = timedBuild('build-bench');
  const pages = countPages(path.join(ROOT, 'build-bench'));
  rows.push([
    'cold build (Faster)',
    `${(cold.ms / 1000).toFixed(1)} s`,
    `${(cold.ms / pages).toFixed(1)} ms/page, ${pages} pages, peak ${cold.peakMb} MB`,
  ]);
  const warm = timedBuild('build-bench', {}, { clean: false });
  rows.push(['warm rebuild (Faster)', `${(warm.ms / 1000).toFixed(1)} s`, `peak ${warm.peakMb} MB`]);
  if (withWebpackBuild) {
    const slow = timedBuild('build-bench-webpack', { DOCUSAURUS_FASTER: 'false' });
    rows.push([
      'cold build (webpack, Faster off)',
      `${(slow.ms / 1000).toFixed(1)} s`,
      `Faster is ${(slow.ms / cold.ms).toFixed(2)}× quicker, peak ${slow.peakMb} MB`,
    ]);
    fs.rmSync(path.join(ROOT, 'build-bench-webpack'), { recursive: true, force: true });
  }
  return path.join(ROOT, 'build-bench');
}

/** The search rows: this build's figures, and the baseline's (served alongside) when one is given. */
async function searchRows(rows, browser, origin) {
  const baseline = searchBaseline
    ? await startNginx(path.resolve(searchBaseline), BASELINE_PORT, { root: ROOT })
    : undefined;
  try {
    const builds = [
      { name: 'this build', origin },
      ...(baseline ? [{ name: 'baseline', origin: baseline.origin }] : []),
    ];
    const measured = [];
    for (const build of builds) {
      measured.push({
        ...build,
        transfers: await searchTransfers(browser, build.origin),
        quiet: await searchTimes(browser, build.origin),
        slow: await searchTimes(browser, build.origin, { cpuSlowdown: 4 }),
      });
    }
    const [current, before] = measured;
    const versus = (value, old, unit) =>
      old === undefined ? '' : `; baseline ${unit(old)} (${(old / value).toFixed(1)}×)`;
    const later = (log) => log.slice(1).map(({ bytes }) => bytes);
    rows.push([
      'search: first search (bytes sent)',
      kb(current.transfers[0].bytes),
      `from turning to the box to the first results, ${current.transfers[0].requests.length} requests` +
        versus(current.transfers[0].bytes, before?.transfers[0].bytes, kb),
    ]);
    rows.push([
      'search: each later query (bytes sent)',
      `max ${kb(Math.max(...later(current.transfers)))}`,
      `per query: ${later(current.transfers).map(kb).join(', ')}` +
        (before ? `; baseline per query: ${later(before.transfers).map(kb).join(', ')}` : ''),
    ]);
    for (const length of Object.keys(current.quiet)) {
      rows.push([
        `search: results after the keystroke, ${length} word${length === '1' ? '' : 's'}`,
        millis(current.quiet[length]),
        `cold cache, median of 5${versus(current.quiet[length], before?.quiet[length], millis)}; CPU 4× slower: ` +
          `${millis(current.slow[length])}${versus(current.slow[length], before?.slow[length], millis)}`,
      ]);
    }
    for (const { name, transfers } of measured) {
      console.log(`Network log of ${name}:`);
      for (const { query, bytes, requests } of transfers) {
        console.log(`  ${query}: ${kb(bytes)} in ${requests.length} requests (${requests.join(' ')})`);
      }
    }
  } finally {
    baseline?.stop();
  }
}

async function main() {
  const rows = [];
  const buildDir = existingBuild ? path.resolve(existingBuild) : buildRows(rows);
  const nginx = await startNginx(buildDir, PORT, { root: ROOT });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    // A first visit: a fresh context each time, so that nothing comes from the cache.
    const firstLoad = async (pathname, options) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.route(
        (url) => url.origin !== nginx.origin,
        (route) => route.abort(),
      );
      const load = await measureFirstLoad(page, nginx.origin, pathname, buildDir);
      await context.close();
      return load;
    };
    for (const pathname of PAGES) {
      const load = await firstLoad(pathname);
      // At phone width the navbar's drawer takes the sidebar, and loads what it needs.
      const phone = await firstLoad(pathname, PHONE);
      rows.push([
        `first load ${pathname}`,
        `JS ${kb(load.jsGzip)}`,
        `CSS ${kb(load.cssGzip)}, HTML ${kb(load.htmlGzip)} (gzip -9, ${load.scripts.length} scripts); ` +
          `nginx sent ${kb(load.wire)}; ${load.elements} elements; at 390 px JS ${kb(phone.jsGzip)}`,
      ]);
    }
    const precache = precacheSize(buildDir);
    rows.push([
      'offline precache',
      `${precache.entries} entries`,
      `${kb(precache.raw)} raw, ${kb(precache.gzip)} gzip`,
    ]);
    const breakdowns = [];
    // On a loaded machine a trace now and then lacks its navigation start; such a run is repeated (twice at most).
    for (let failures = 0; breakdowns.length < RUNS;) {
      try {
        breakdowns.push(await mainThreadBreakdown(browser, nginx.origin + BREAKDOWN_PAGE));
      } catch (error) {
        failures += 1;
        console.error(`main-thread trace of ${BREAKDOWN_PAGE} failed (${failures}): ${error.message}`);
        if (failures > 2) break;
      }
    }
    if (breakdowns.length < RUNS) {
      rows.push([`main thread ${BREAKDOWN_PAGE} until hydrated`, 'not measured', 'the traces failed (see above)']);
    } else {
      const groups = Object.keys(breakdowns[0].groups).sort(
        (a, b) => breakdowns[0].groups[b] - breakdowns[0].groups[a],
      );
      rows.push([
        `main thread ${BREAKDOWN_PAGE} until hydrated`,
        millis(median(breakdowns.map((b) => b.total))),
        `CPU 4× slower, median of ${RUNS}: ` +
          groups.map((g) => `${g} ${millis(median(breakdowns.map((b) => b.groups[g] ?? 0)))}`).join(', '),
      ]);
      rows.push([
        `hydration ${BREAKDOWN_PAGE}`,
        millis(median(breakdowns.map((b) => b.hydration))),
        'main-thread time from hydrateRoot to the first React commit (CPU 4× slower, median of 3)',
      ]);
    }
    if (withSearch) await searchRows(rows, browser, nginx.origin);
    if (withLighthouse) {
      for (const pathname of PAGES) {
        for (const formFactor of ['mobile', 'desktop']) {
          const s = await lighthouseScores(nginx.origin + pathname, formFactor);
          rows.push([
            `Lighthouse ${formFactor} ${pathname}`,
            `perf ${s.performance}`,
            `TBT ${s.tbt} ms, LCP ${s.lcp} ms; a11y ${s.accessibility}, best practices ${s.bestPractices}, ` +
              `SEO ${s.seo} (nginx, median of ${RUNS})`,
          ]);
        }
      }
    }
  } finally {
    await browser.close();
    nginx.stop();
    // The build it made is of no further use, and would be linted as source.
    if (!existingBuild) fs.rmSync(buildDir, { recursive: true, force: true });
  }
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
  console.table(rows.map(([measure, value, detail]) => ({ measure, value, detail })));
}

if (argv.includes('--patches')) {
  await benchPatches({
    port: PORT,
    pages: PAGES,
    page: BREAKDOWN_PAGE,
    withLighthouse,
    writeReadme: argv.includes('--write-readme'),
  });
} else {
  await main();
}
