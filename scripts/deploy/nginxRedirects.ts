/**
 * The old URLs' 301s in deploy/nginx.conf, generated from config/redirects.ts: `npm run redirects:nginx` rewrites the
 * lines between the markers of the file's `map`, and a unit test fails while they differ from the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REDIRECTS, redirectProblems, type Redirect } from '../../config/redirects';

export const NGINX_CONF = path.resolve(__dirname, '../../deploy/nginx.conf');
export const BEGIN_MARKER = '# Generated from config/redirects.ts by `npm run redirects:nginx`: begin';
export const END_MARKER = '# Generated from config/redirects.ts by `npm run redirects:nginx`: end';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One `map` entry per redirect. The old path matches with its trailing slash, without it (one hop instead of the
 * slash redirect first) and with `index.html` (the file of its HTML redirect page, which nginx then never serves).
 */
export function nginxMapEntries(redirects: readonly Redirect[]): string[] {
  const problems = redirectProblems(redirects);
  if (problems.length > 0) throw new Error(`config/redirects.ts:\n  ${problems.join('\n  ')}`);
  return redirects.map(({ from, to }) => `~^${escapeRegExp(from.replace(/\/$/, ''))}(/|/index\\.html)?$ ${to};`);
}

/** nginx.conf with the lines between the markers replaced by the entries of `redirects`, indented as the markers. */
export function withRedirects(conf: string, redirects: readonly Redirect[] = REDIRECTS): string {
  const lines = conf.split('\n');
  const begin = lines.findIndex((line) => line.trim() === BEGIN_MARKER);
  const end = lines.findIndex((line) => line.trim() === END_MARKER);
  if (begin < 0 || end < begin) throw new Error(`nginx.conf has no "${BEGIN_MARKER}" … "${END_MARKER}" block`);
  const indent = /^\s*/.exec(lines[begin]!)![0];
  const entries = nginxMapEntries(redirects).map((entry) => `${indent}${entry}`);
  return [...lines.slice(0, begin + 1), ...entries, ...lines.slice(end)].join('\n');
}

if (require.main === module) {
  const current = fs.readFileSync(NGINX_CONF, 'utf8');
  const updated = withRedirects(current);
  fs.writeFileSync(NGINX_CONF, updated);
  console.log(
    updated === current
      ? `deploy/nginx.conf already has the ${REDIRECTS.length} redirects`
      : `deploy/nginx.conf: ${REDIRECTS.length} redirects written`,
  );
}
