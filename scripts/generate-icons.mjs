// Renders the app icons (PWA manifest, Apple touch icon) from static/img/logo.svg with Debian's Chromium.
// Run once after changing the logo: node scripts/generate-icons.mjs
import fs from 'node:fs';

import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const logo = fs.readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const sizes = [72, 96, 128, 144, 152, 180, 192, 384, 512];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const size of sizes) {
  await page.setViewportSize({ width: size, height: size });
  // A full-bleed background with the cube inside the maskable safe zone (the central 80 %).
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:#2b3a42">` +
      `<div style="width:${Math.round(size * 0.6)}px;height:${Math.round(size * 0.6)}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
  );
  await page.screenshot({ path: path.join(root, `static/img/icons/icon-${size}.png`) });
}
await browser.close();
