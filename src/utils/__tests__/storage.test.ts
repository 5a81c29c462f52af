import { browserStorage } from '../storage';
import { reloadOnce } from '../chunkRecovery';
import { escapeHtml, withoutTrailingSlash, withTrailingSlash } from '../text';

afterEach(() => jest.restoreAllMocks());

describe('browserStorage', () => {
  it('gives the storage that accepts writes', () => {
    expect(browserStorage()).toBe(window.localStorage);
    expect(browserStorage('session')).toBe(window.sessionStorage);
  });

  it('gives null when writes fail (full quota, storage disabled)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(browserStorage()).toBeNull();
    expect(browserStorage('session')).toBeNull();
  });

  it('lets a chunk error that cannot be remembered fail without a reload instead of throwing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const reload = jest.fn();
    expect(reloadOnce(undefined, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('text helpers', () => {
  it('adds and removes one trailing slash', () => {
    expect([withTrailingSlash('/a'), withTrailingSlash('/a/'), withTrailingSlash('')]).toEqual(['/a/', '/a/', '/']);
    expect([withoutTrailingSlash('/v4/'), withoutTrailingSlash('/v4'), withoutTrailingSlash('/')]).toEqual([
      '/v4',
      '/v4',
      '',
    ]);
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;',
    );
  });
});
