// What a first visit to a page loads before it is interactive: every script and stylesheet the browser
// requests until the page has hydrated (link prefetches of other pages excluded), with gzip sizes read
// from the build (level 9, so that the figures do not depend on the server), and the bytes the server really sent
// when it compresses. Used by `npm run bench` and by the budget test.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** @param {import('playwright-core').Page} page */
export async function measureFirstLoad(page, origin, pathname, buildDir) {
  const scripts = new Set();
  const styles = new Set();
  const responses = [];
  let hydrated = false;
  const onRequest = (request) => {
    if (hydrated) return;
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (request.resourceType() === 'script') scripts.add(url.pathname);
    if (request.resourceType() === 'stylesheet') styles.add(url.pathname);
  };
  const onFinished = (request) => {
    if (!hydrated && new URL(request.url()).origin === origin) responses.push(request);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  await page.goto(origin + pathname, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  hydrated = true;
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  // Body bytes as sent (compressed where the server compresses), for the page, its scripts and stylesheets.
  let wire = 0;
  for (const request of responses) {
    if (!['document', 'script', 'stylesheet'].includes(request.resourceType())) continue;
    wire += (await request.sizes()).responseBodySize;
  }
  const html = path.join(buildDir, pathname, 'index.html');
  const size = (files) => [...files].reduce((total, file) => total + gzipSize(path.join(buildDir, file)), 0);
  return {
    jsGzip: size(scripts),
    cssGzip: size(styles),
    htmlGzip: fs.existsSync(html) ? gzipSize(html) : 0,
    wire,
    elements,
    scripts: [...scripts],
  };
}
