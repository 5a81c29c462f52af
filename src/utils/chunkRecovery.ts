/**
 * Recovery from a chunk that does not load: a failed request is made once
 * more; when a script or CSS chunk of an older build is gone for good, the
 * page reloads once so the browser picks up the new build. A
 * second failure for the same page soon after is not retried (no reload loop):
 * the reader is told instead, and offered a reload that goes past the offline
 * worker, which may be what keeps handing out the old build.
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import StaleDeployNotice from '@site/src/components/StaleDeployNotice';
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

/** How long a failed chunk request waits before it is made again. */
export const CHUNK_RETRY_DELAY_MS = 300;

/** The part of the bundler's runtime that loads a chunk: `__webpack_require__.e` (webpack and Rspack alike). */
export type ChunkRuntime = { e: (chunkId: string | number) => Promise<unknown> };

/**
 * Asks once more for a chunk whose request failed, after a moment, before the failure counts: a request cut off
 * on a phone's network, or cancelled by the browser on a busy machine, costs the reader a reload otherwise. A chunk
 * that fails again (gone after a deploy, or the reader offline) rejects as before, and the reload or the notice
 * follows. The bundler forgets a failed chunk, so the second call fetches it again.
 */
export function retryFailedChunks(runtime: ChunkRuntime, delayMs = CHUNK_RETRY_DELAY_MS): void {
  const ensureChunk = runtime.e;
  runtime.e = (chunkId) =>
    ensureChunk.call(runtime, chunkId).catch(async (error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return ensureChunk.call(runtime, chunkId);
    });
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

/**
 * Reloads the page from the site itself: the offline worker is unregistered first, so that this one load does not
 * go through it (the page registers it again once loaded, keeping its caches).
 */
export async function reloadPastTheWorker(reload = () => window.location.reload()): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await registration?.unregister();
  } catch {
    // No worker to step around.
  }
  reload();
}

let noticeShown = false;

/** Tells the reader that part of the page is missing for good, with the reload past the worker. Once per page. */
export function showStaleDeployNotice(): void {
  if (noticeShown || typeof document === 'undefined') return;
  noticeShown = true;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(React.createElement(StaleDeployNotice, { onReload: () => void reloadPastTheWorker() }));
}

/** What to do about a chunk that failed to load: reload once; after that, tell the reader (unless offline). */
export function recoverFromChunkError(): void {
  if (reloadOnce()) return;
  // Offline, a chunk that was never saved cannot load: the offline banner already says why.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  showStaleDeployNotice();
}
