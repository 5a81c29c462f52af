/** The site's title rules (SPEC §2 "Page title rule"). */
import { SITE_TITLE, TITLE_DELIMITER } from '@site/src/constants';

/** "{title} | webpack"; the bare site title when a page has none (the home page). */
export function formatPageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} ${TITLE_DELIMITER} ${SITE_TITLE}` : SITE_TITLE;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The title of an unknown path: its last segment with dashes turned into
 * spaces ("/guides/no-such-page/" → "no such page"). The static 404 file
 * itself is titled "Page Not Found".
 */
export function titleFromPath(pathname: string): string {
  const last = pathname.split(/[?#]/, 1)[0]!.split('/').filter(Boolean).at(-1);
  if (!last || last === '404.html') return 'Page Not Found';
  return safeDecode(last)
    .replace(/\.html?$/, '')
    .replace(/-+/g, ' ')
    .trim();
}
