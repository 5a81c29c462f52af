// Prints the Content-Security-Policy header (an nginx `add_header` line) for a build: the site's own
// origin for scripts, workers and data, plus the hash of every inline script the build's pages contain
// (the theme and banner scripts that must run before first paint).
//   node scripts/deploy/csp.mjs build > csp.conf
// Optional origins the site talks to: VOTE_API_URL (the vote service), ALGOLIA_APP_ID (DocSearch).
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

export function contentSecurityPolicy(buildDir, env = process.env) {
  const hashes = new Set();
  for (const file of htmlFiles(buildDir)) {
    for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  const connect = ["'self'"];
  if (env.VOTE_API_URL) connect.push(new URL(env.VOTE_API_URL).origin);
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
