import React from 'react';
import { render, screen } from '@testing-library/react';
import type { SearchResult as Result } from '../client/engine';
import { isSavedOffline } from '../client/savedOffline';
import SearchResult from '../theme/SearchResult';

const ORIGIN = 'https://webpack.test';

/** The Cache API's match over every cache, on a list of stored URLs (`ignoreSearch` as the browser has it). */
function cachesHolding(urls: string[]): CacheStorage {
  const match = async (request: RequestInfo | URL, options?: CacheQueryOptions) => {
    const wanted = new URL(String(request));
    const found = urls.find((stored) => {
      const url = new URL(stored);
      return options?.ignoreSearch
        ? url.origin + url.pathname === wanted.origin + wanted.pathname
        : stored === wanted.href;
    });
    return found ? ({} as Response) : undefined;
  };
  return { match } as unknown as CacheStorage;
}

function setOnline(online: boolean) {
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => online });
}

const result = (pageUrl: string): Result => ({
  record: 0,
  url: `${pageUrl}#tree-shaking`,
  pageUrl,
  pageTitle: 'Tree Shaking',
  breadcrumb: ['Documentation', 'Guides'],
  heading: 'Tree shaking',
  level: 2,
  summary: '',
  words: ['tree'],
});

afterEach(() => {
  Reflect.deleteProperty(Navigator.prototype, 'onLine');
  Reflect.deleteProperty(globalThis, 'caches');
});

describe('whether a page is saved for offline reading', () => {
  it('finds a page the worker kept as it was read, whatever the query or fragment of the link', async () => {
    Object.assign(globalThis, { caches: cachesHolding([`${ORIGIN}/concepts/`]) });
    expect(await isSavedOffline('/concepts/?tab=npm#entry', ORIGIN)).toBe(true);
    expect(await isSavedOffline('/guides/caching/', ORIGIN)).toBe(false);
  });

  it('finds a page offline mode precached, under its index.html with a revision', async () => {
    Object.assign(globalThis, { caches: cachesHolding([`${ORIGIN}/guides/caching/index.html?__WB_REVISION__=3f2a`]) });
    expect(await isSavedOffline('/guides/caching/', ORIGIN)).toBe(true);
  });
});

describe('a result, offline', () => {
  it('says when its page is not saved for offline reading', async () => {
    setOnline(false);
    Object.assign(globalThis, { caches: cachesHolding([`${window.location.origin}/concepts/`]) });
    render(
      <ul>
        <li>
          <SearchResult result={result('/guides/tree-shaking/')} />
        </li>
        <li>
          <SearchResult result={result('/concepts/')} />
        </li>
      </ul>,
    );
    const items = screen.getAllByRole('listitem');
    expect(await screen.findByText('Not saved for offline reading')).toBeVisible();
    expect(items[0]).toHaveTextContent('Not saved for offline reading');
    expect(items[1]).not.toHaveTextContent('Not saved');
  });

  it('says nothing of it online', async () => {
    setOnline(true);
    const lookups = jest.fn(async () => undefined);
    Object.assign(globalThis, { caches: { match: lookups } });
    render(<SearchResult result={result('/guides/tree-shaking/')} />);
    await Promise.resolve();
    expect(lookups).not.toHaveBeenCalled();
    expect(screen.queryByText(/Not saved/)).toBeNull();
  });
});
