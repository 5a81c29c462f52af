/**
 * Whether a result's page opens offline. Search works offline on the index parts a reader fetched before, or on the
 * whole index once the site is installed, so it can list pages this browser never kept (not opened yet; the blog,
 * which offline mode does not precache); opening one offline shows the "You are offline" page.
 */
import { useEffect, useState } from 'react';

/**
 * Whether this browser keeps the page at `path` for offline reading, looked up as the offline worker looks it up
 * (src/sw/offline.js, `cachedPage`): the page's own entry, or its index.html as offline mode precaches it.
 */
export async function isSavedOffline(path: string, origin = window.location.origin): Promise<boolean> {
  const page = new URL(path, origin);
  page.search = '';
  page.hash = '';
  return Boolean(
    (await caches.match(page.href)) ?? (await caches.match(new URL('index.html', page).href, { ignoreSearch: true })),
  );
}

/** True when the reader is offline and the page at `path` is not kept: the result should say so. */
export function useNotSavedOffline(path: string): boolean {
  const [notSaved, setNotSaved] = useState(false);
  useEffect(() => {
    if (navigator.onLine || typeof caches === 'undefined') {
      setNotSaved(false);
      return undefined;
    }
    let current = true;
    isSavedOffline(path).then(
      (saved) => current && setNotSaved(!saved),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [path]);
  return notSaved;
}
