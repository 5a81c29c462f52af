// The offline precache of a build: the files its offline worker (sw.js) lists, with their size raw and gzipped (zlib's
// default level, as a server compresses them). Used by `npm run bench` and by the offline e2e test.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function precacheSize(buildDir) {
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
  return { entries: urls.length, urls, raw, gzip };
}
