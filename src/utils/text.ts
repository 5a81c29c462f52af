/** Small string helpers shared by the config, the plugins and the theme. */

/** `path` ending in exactly one `/` ("/a" → "/a/", "/a/" unchanged). */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** `path` without its final `/` ("/a/" → "/a", "/" → ""). */
export function withoutTrailingSlash(path: string): string {
  return path.endsWith('/') ? path.slice(0, -1) : path;
}

/** `text` safe inside HTML text and attribute values: `& < > " '` become character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
