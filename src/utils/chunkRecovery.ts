/**
 * Recovery from a stale deploy: when a script or CSS chunk of an older build
 * is gone, reload the page once so the browser picks up the new build. A
 * second failure for the same page soon after is not retried (no reload loop).
 */
import { browserStorage } from './storage';

const STORAGE_KEY = 'chunk-reload';
/** A reload of the same page within this time counts as the one retry. */
export const RELOAD_GUARD_MS = 30_000;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    (typeof message === 'string' && /^Loading (CSS )?chunk \S+ failed/.test(message))
  );
}

type Guard = { storage?: Storage | null; pathname?: string; now?: number };

/** Whether this page may still be reloaded to recover (it was not reloaded for this reason just now). */
export function mayReload({
  storage = browserStorage('session'),
  pathname = window.location.pathname,
  now = Date.now(),
}: Guard = {}): boolean {
  // Without storage a reload could not be remembered, and might loop; offline, a reload cannot help.
  if (!storage || (typeof navigator !== 'undefined' && navigator.onLine === false)) return false;
  try {
    const last = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as { pathname: string; at: number } | null;
    return !(last && last.pathname === pathname && now - last.at < RELOAD_GUARD_MS);
  } catch {
    return true;
  }
}

/** Reloads once for a chunk error; returns false when it already did (the caller shows an error instead). */
export function reloadOnce(
  { storage = browserStorage('session'), pathname = window.location.pathname, now = Date.now() }: Guard = {},
  reload = () => window.location.reload(),
): boolean {
  if (!mayReload({ storage, pathname, now })) return false;
  storage!.setItem(STORAGE_KEY, JSON.stringify({ pathname, at: now }));
  reload();
  return true;
}
