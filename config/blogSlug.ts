/** Blog posts are served at /blog/{file name}/, not Docusaurus' /blog/YYYY/MM/DD/slug/. */
import path from 'node:path';

/**
 * The slug of a blog post from its path relative to the site root:
 * `blog/2020-12-08-roadmap-2021.mdx` and `blog/2020-12-08-roadmap-2021/index.mdx`
 * both give `2020-12-08-roadmap-2021`. Anything outside blog/ gives undefined.
 */
export function blogSlugFromPath(relativePath: string): string | undefined {
  const parts = relativePath.split(path.sep).join('/').split('/');
  if (parts[0] !== 'blog' || parts.length < 2) return undefined;
  const file = parts[parts.length - 1]!;
  if (!/\.mdx?$/.test(file)) return undefined;
  const name = file.replace(/\.mdx?$/, '');
  if (name === 'index' && parts.length > 2) return parts[parts.length - 2];
  return parts.length === 2 ? name : undefined;
}
