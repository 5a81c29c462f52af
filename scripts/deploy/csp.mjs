// Prints the Content-Security-Policy header (an nginx `add_header` line) for a build: the site's own
// origin for scripts, workers and data, plus the hash of every inline script the build's pages contain
// (the theme and banner scripts that must run before first paint).
//   node scripts/deploy/csp.mjs build > csp.conf
// The services the site talks to are allowed for `connect-src`: every origin a page preconnects to (the
// vote page does so for the vote service the build was made with) and, with ALGOLIA_APP_ID, DocSearch.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Inline scripts that run: no `src`, and no data type such as application/ld+json. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc=/i.test(attributes) || body.trim() === '') continue;
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/i.test(type)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** Origins of `<link rel="preconnect">` elements other than the page's own. */
export function preconnectOrigins(html) {
  const origins = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?preconnect\b/i.test(tag)) continue;
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (href && /^https?:\/\//.test(href)) origins.add(new URL(href).origin);
  }
  return origins;
}

export function contentSecurityPolicy(buildDir, env = process.env) {
  const hashes = new Set();
  const origins = new Set();
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    for (const origin of preconnectOrigins(html)) origins.add(origin);
  }
  const connect = ["'self'", ...[...origins].sort()];
  if (env.ALGOLIA_APP_ID)
    connect.push(`https://${env.ALGOLIA_APP_ID}-dsn.algolia.net`, 'https://*.algolianet.com', 'https://*.algolia.net');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].sort().join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  process.stdout.write(`add_header Content-Security-Policy "${contentSecurityPolicy(buildDir)}" always;\n`);
}
