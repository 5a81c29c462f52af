// Prints the Content-Security-Policy header (an nginx `add_header` line) for a build:
//   node scripts/deploy/csp.mjs build > csp.conf
// It allows what the build's own configuration needs, as recorded by the csp-manifest plugin in
// `csp-manifest.json`: the hashes of the inline scripts the theme, the plugins and the config inject, the vote
// service, Algolia DocSearch and Google Analytics when configured. Any other inline script found in a page (one
// that came in with content, such as a package README) makes it fail: it is never hashed into the policy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST_FILE = 'csp-manifest.json';

/** What Google Analytics 4 (gtag.js) needs, from Google's guide to tags under a Content-Security-Policy. */
export const GTAG_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

export class UnknownInlineScripts extends Error {
  name = 'UnknownInlineScripts';
}

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Inline scripts that run: no `src`, and no data type such as application/ld+json. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc=/i.test(attributes) || body.trim() === '') continue;
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/i.test(type)) continue;
    scripts.push({ body, hash: crypto.createHash('sha256').update(body).digest('base64') });
  }
  return scripts;
}

export function readManifest(buildDir) {
  const file = path.join(buildDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: it is written by the csp-manifest plugin at build time; build the site again`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const isLoopback = (origin) => /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:|$)/.test(origin);

export function contentSecurityPolicy(buildDir, { warn = () => undefined } = {}) {
  const manifest = readManifest(buildDir);
  const known = new Set(manifest.inlineScripts.map((script) => script.sha256));
  const used = new Set();
  const unknown = [];
  // The old URLs' redirect pages carry a script of their own each. The build writes them from its configuration, and
  // deploy/nginx.conf answers their paths with a 301 without ever serving them: the policy leaves them out rather
  // than grow by a hash per target on every response. Served anyway, under this policy, their meta refresh still
  // sends the reader on.
  const redirectPages = new Set(manifest.redirectPages);
  for (const file of htmlFiles(buildDir)) {
    if (redirectPages.has(path.relative(buildDir, file).split(path.sep).join('/'))) continue;
    for (const { body, hash } of inlineScripts(fs.readFileSync(file, 'utf8'))) {
      if (known.has(hash)) used.add(`'sha256-${hash}'`);
      else unknown.push(`${path.relative(buildDir, file)}: <script>${body.trim().slice(0, 80)}`);
    }
  }
  if (unknown.length > 0) {
    throw new UnknownInlineScripts(
      `${unknown.length} inline script(s) in the build are not the site's own, so no policy allows them:\n  ` +
        unknown.slice(0, 10).join('\n  ') +
        (unknown.length > 10 ? `\n  … and ${unknown.length - 10} more` : ''),
    );
  }

  const scriptSrc = ["'self'", ...[...used].sort()];
  const connect = ["'self'"];
  if (manifest.voteApiOrigin) {
    connect.push(manifest.voteApiOrigin);
    if (isLoopback(manifest.voteApiOrigin)) {
      warn(`the build calls a vote service on loopback (${manifest.voteApiOrigin}): right for tests, not for a site`);
    }
  }
  if (manifest.algoliaAppId) {
    connect.push(
      `https://${manifest.algoliaAppId}-dsn.algolia.net`,
      'https://*.algolianet.com',
      'https://*.algolia.net',
    );
  }
  if (manifest.gtag) {
    scriptSrc.push(...GTAG_SOURCES.script);
    connect.push(...GTAG_SOURCES.connect);
  }
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
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
  try {
    const policy = contentSecurityPolicy(buildDir, { warn: (message) => console.error(`csp: ${message}`) });
    process.stdout.write(`add_header Content-Security-Policy "${policy}" always;\n`);
  } catch (error) {
    console.error(`csp: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
