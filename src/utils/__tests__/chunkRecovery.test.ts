import { act, screen, within } from '@testing-library/react';
import {
  isChunkLoadError,
  mayReload,
  recoverFromChunkError,
  reloadOnce,
  reloadPastTheWorker,
  retryFailedChunks,
  RELOAD_GUARD_MS,
} from '../chunkRecovery';

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.\n(error: https://example.org/assets/js/123.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('chunk error detection', () => {
  it('recognises script and CSS chunk failures', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(
      isChunkLoadError(Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' })),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 9 failed.'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('a failed chunk request is made once more', () => {
  /** A bundler runtime whose chunk requests fail `failures` times, then load. */
  function runtime(failures: number, error: unknown = chunkError()) {
    const requests: (string | number)[] = [];
    const chunks = {
      e: (chunkId: string | number) => {
        requests.push(chunkId);
        return requests.length <= failures ? Promise.reject(error) : Promise.resolve(`chunk ${chunkId}`);
      },
    };
    retryFailedChunks(chunks, 0);
    return { chunks, requests };
  }

  it('loads a chunk whose first request failed, without an error', async () => {
    const { chunks, requests } = runtime(1);
    await expect(chunks.e(42)).resolves.toBe('chunk 42');
    expect(requests).toEqual([42, 42]);
  });

  it('rejects with the chunk error when the second request fails too (the reload or the notice follows)', async () => {
    const { chunks, requests } = runtime(2);
    await expect(chunks.e(7)).rejects.toThrow('Loading chunk 123 failed.');
    expect(requests).toEqual([7, 7]);
  });

  it('does not ask again for a chunk that loaded, nor after an error that is not a chunk failure', async () => {
    const loaded = runtime(0);
    await loaded.chunks.e(1);
    expect(loaded.requests).toEqual([1]);
    const broken = runtime(1, new TypeError('x is undefined'));
    await expect(broken.chunks.e(2)).rejects.toThrow(TypeError);
    expect(broken.requests).toEqual([2]);
  });
});

describe('reload once', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the first time and remembers it', () => {
    const reload = jest.fn();
    expect(reloadOnce({ pathname: '/concepts/', now: 1000 }, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('chunk-reload')!)).toEqual({ pathname: '/concepts/', at: 1000 });
  });

  it('does not reload the same page again soon after: no loop', () => {
    const reload = jest.fn();
    reloadOnce({ pathname: '/concepts/', now: 1000 }, reload);
    expect(reloadOnce({ pathname: '/concepts/', now: 1000 + RELOAD_GUARD_MS - 1 }, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again later, or for another page', () => {
    const reload = jest.fn();
    reloadOnce({ pathname: '/concepts/', now: 1000 }, reload);
    expect(mayReload({ pathname: '/guides/', now: 1001 })).toBe(true);
    expect(mayReload({ pathname: '/concepts/', now: 1000 + RELOAD_GUARD_MS })).toBe(true);
  });

  it('never reloads without storage to remember it', () => {
    const reload = jest.fn();
    expect(reloadOnce({ storage: null, pathname: '/x/', now: 1 }, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('offline', () => {
  afterEach(() => jest.restoreAllMocks());

  it('never reloads while the browser is offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = jest.fn();
    expect(reloadOnce({ pathname: '/a/', now: 1 }, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('after the one reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads past the offline worker: unregistered first, so that the load comes from the site', async () => {
    const order: string[] = [];
    const unregister = jest.fn(async () => {
      order.push('unregister');
      return true;
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ unregister }) },
    });
    try {
      await reloadPastTheWorker(() => order.push('reload'));
      expect(order).toEqual(['unregister', 'reload']);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('reloads even where there is no worker', async () => {
    const reload = jest.fn();
    await reloadPastTheWorker(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells the reader, once, when the chunk is still missing after the reload', async () => {
    sessionStorage.setItem('chunk-reload', JSON.stringify({ pathname: window.location.pathname, at: Date.now() }));
    act(() => {
      recoverFromChunkError();
      recoverFromChunkError();
    });
    const notices = await screen.findAllByRole('alert');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('Part of this page could not be loaded.');
    expect(within(notices[0]!).getByRole('button', { name: 'Reload from the site' })).toBeEnabled();
  });
});
