// Screenshots of the code blocks of a few pages, to check that a change to code-block rendering keeps their look:
//   node scripts/bench/codeBlockShots.mjs shoot <build dir> <out dir>   (served through deploy/nginx.conf)
//   node scripts/bench/codeBlockShots.mjs compare <out dir A> <out dir B>
// `shoot` saves every code block (at most 12 a page, always those with highlighted lines) at 390 and 1280 px, in
// light and dark, plus the first block of each page hovered (copy button shown). `compare` counts the pixels that
// differ between two sets (decoded by Chromium, no image library needed), lists the files that differ and writes a
// diff image of each (differing pixels in red) into `<out dir B>-diff/`.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { startNginx } from '../deploy/localNginx.mjs';

const PAGES = [
  '/',
  '/configuration/output/',
  '/api/compiler-hooks/',
  '/blog/2026-10-26-webpack-5-112/',
  '/guides/hot-module-replacement/',
  '/loaders/css-loader/',
];
const WIDTHS = [390, 1280];
const THEMES = ['light', 'dark'];
const PER_PAGE = 12;
const PORT = 4198;

const slug = (pathname) => pathname.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';

async function shoot(buildDir, outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  const nginx = await startNginx(path.resolve(buildDir), PORT, { root: path.resolve(import.meta.dirname, '../..') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
        await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await context.route(
          (url) => url.origin !== nginx.origin,
          (route) => route.abort(),
        );
        const page = await context.newPage();
        for (const pathname of PAGES) {
          await page.goto(nginx.origin + pathname);
          await page.waitForSelector('html[data-has-hydrated="true"]');
          const blocks = page.locator('.theme-code-block');
          const count = await blocks.count();
          const highlighted = await blocks.evaluateAll((elements) =>
            elements.flatMap((el, i) => (el.querySelector('.theme-code-block-highlighted-line') ? [i] : [])),
          );
          const chosen = [...new Set([...Array(Math.min(count, PER_PAGE)).keys(), ...highlighted])];
          for (const i of chosen) {
            const file = path.join(outDir, `${slug(pathname)}-${width}-${theme}-${String(i).padStart(2, '0')}.png`);
            await blocks.nth(i).scrollIntoViewIfNeeded();
            await page.mouse.move(0, 0);
            await blocks.nth(i).screenshot({ path: file, animations: 'disabled' });
          }
          if (count > 0) {
            await blocks.first().scrollIntoViewIfNeeded();
            await blocks.first().hover();
            // The buttons fade in on hover.
            await page.waitForTimeout(300);
            await blocks.first().screenshot({
              path: path.join(outDir, `${slug(pathname)}-${width}-${theme}-hover.png`),
            });
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    nginx.stop();
  }
  console.log(`${fs.readdirSync(outDir).length} screenshots in ${outDir}`);
}

async function compare(dirA, dirB) {
  const diffDir = `${dirB.replace(/\/$/, '')}-diff`;
  fs.rmSync(diffDir, { recursive: true, force: true });
  const files = [...new Set([...fs.readdirSync(dirA), ...fs.readdirSync(dirB)])].filter((f) => f.endsWith('.png'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  let differing = 0;
  try {
    for (const file of files.sort()) {
      const [a, b] = [dirA, dirB].map((dir) => path.join(dir, file));
      if (!fs.existsSync(a) || !fs.existsSync(b)) {
        console.log(`${file}: only in ${fs.existsSync(a) ? dirA : dirB}`);
        differing += 1;
        continue;
      }
      const urls = [a, b].map((f) => `data:image/png;base64,${fs.readFileSync(f).toString('base64')}`);
      const result = await page.evaluate(async ([urlA, urlB]) => {
        const load = (src) =>
          new Promise((resolve, reject) => {
            const img = new Image();
            img.onload = () => resolve(img);
            img.onerror = reject;
            img.src = src;
          });
        const [imgA, imgB] = await Promise.all([load(urlA), load(urlB)]);
        if (imgA.width !== imgB.width || imgA.height !== imgB.height)
          return { size: `${imgA.width}×${imgA.height} vs ${imgB.width}×${imgB.height}` };
        const pixels = (img) => {
          const canvas = new OffscreenCanvas(img.width, img.height);
          const ctx = canvas.getContext('2d');
          ctx.drawImage(img, 0, 0);
          return ctx.getImageData(0, 0, img.width, img.height).data;
        };
        const [pa, pb] = [pixels(imgA), pixels(imgB)];
        // The diff image: B faded, differing pixels in red.
        const canvas = new OffscreenCanvas(imgA.width, imgA.height);
        const ctx = canvas.getContext('2d');
        const out = ctx.createImageData(imgA.width, imgA.height);
        let diff = 0;
        for (let i = 0; i < pa.length; i += 4) {
          const same = pa[i] === pb[i] && pa[i + 1] === pb[i + 1] && pa[i + 2] === pb[i + 2] && pa[i + 3] === pb[i + 3];
          if (!same) diff += 1;
          out.data.set(same ? [pb[i] / 4 + 191, pb[i + 1] / 4 + 191, pb[i + 2] / 4 + 191, 255] : [255, 0, 0, 255], i);
        }
        if (diff === 0) return { diff, total: pa.length / 4 };
        ctx.putImageData(out, 0, 0);
        const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return { diff, total: pa.length / 4, image: btoa(binary) };
      }, urls);
      if (result.size) {
        console.log(`${file}: size differs (${result.size})`);
        differing += 1;
      } else if (result.diff > 0) {
        console.log(`${file}: ${result.diff} of ${result.total} pixels differ`);
        fs.mkdirSync(diffDir, { recursive: true });
        fs.writeFileSync(path.join(diffDir, file), Buffer.from(result.image, 'base64'));
        differing += 1;
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${files.length} screenshots compared, ${differing} differ`);
  process.exitCode = differing > 0 ? 1 : 0;
}

const [mode, first, second] = process.argv.slice(2);
if (mode === 'shoot' && first && second) await shoot(first, second);
else if (mode === 'compare' && first && second) await compare(first, second);
else {
  console.error('usage: codeBlockShots.mjs shoot <build dir> <out dir> | compare <dir A> <dir B>');
  process.exitCode = 2;
}
