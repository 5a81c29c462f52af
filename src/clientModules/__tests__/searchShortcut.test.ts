import { focusSearch } from '../searchShortcut';

function key(init: KeyboardEventInit & { target?: Element }) {
  const event = new KeyboardEvent('keydown', { key: '/', cancelable: true, ...init });
  if (init.target) Object.defineProperty(event, 'target', { value: init.target });
  return event;
}

describe('"/" focuses the search box', () => {
  beforeEach(() => {
    document.body.innerHTML = '<input class="navbar__search-input" /><textarea></textarea>';
  });

  it('focuses the navbar search input', () => {
    const event = key({ target: document.body });
    expect(focusSearch(event)).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('.navbar__search-input'));
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves "/" alone while the reader types in a field, and other keys alone', () => {
    expect(focusSearch(key({ target: document.querySelector('textarea')! }))).toBe(false);
    expect(focusSearch(key({ key: 'a', target: document.body }))).toBe(false);
    expect(focusSearch(key({ ctrlKey: true, target: document.body }))).toBe(false);
  });
});
