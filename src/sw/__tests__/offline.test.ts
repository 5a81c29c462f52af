import { isHashed, OFFLINE_MESSAGE_HTML, pageKey, withOfflineMessage } from '../offline';

describe('offline worker helpers', () => {
  it('keys pages by path with a trailing slash', () => {
    expect(pageKey(new URL('https://x.org/guides/caching?x=1#top'))).toBe('https://x.org/guides/caching/');
    expect(pageKey(new URL('https://x.org/guides/caching/'))).toBe('https://x.org/guides/caching/');
    expect(pageKey(new URL('https://x.org/llms.txt'))).toBe('https://x.org/llms.txt');
  });

  it('tells hashed files, which can be served from the cache first', () => {
    expect(isHashed('/assets/js/main.0d5d39ad.js')).toBe(true);
    expect(isHashed('/search-index-3f2a9c1b.json')).toBe(true);
    expect(isHashed('/content-tree.json')).toBe(false);
    expect(isHashed('/img/logo.svg')).toBe(false);
  });

  it('puts the offline message in the app shell', () => {
    expect(withOfflineMessage('<body><main id=app-shell></main></body>')).toBe(
      `<body><main id=app-shell>${OFFLINE_MESSAGE_HTML}</main></body>`,
    );
    expect(withOfflineMessage('<main class="x" id="app-shell"></main>')).toContain(
      `id="app-shell">${OFFLINE_MESSAGE_HTML}`,
    );
    expect(withOfflineMessage('<body></body>')).toContain('You are offline');
  });
});
