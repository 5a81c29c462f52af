import { PRINTABLE_TITLE } from '@site/src/constants';
import { formatPageTitle, titleFromPath } from '../pageTitle';

describe('page title rule', () => {
  it('home: the site title alone', () => {
    expect(formatPageTitle()).toBe('webpack');
    expect(formatPageTitle('')).toBe('webpack');
  });

  it('doc pages: "{title} | webpack"', () => {
    expect(formatPageTitle('Entry Points')).toBe('Entry Points | webpack');
  });

  it('printable pages: "Combined printable page | webpack"', () => {
    expect(formatPageTitle(PRINTABLE_TITLE)).toBe('Combined printable page | webpack');
  });

  it('unknown paths: last segment with dashes turned into spaces', () => {
    expect(formatPageTitle(titleFromPath('/guides/no-such-page/'))).toBe('no such page | webpack');
    expect(titleFromPath('/some-old-page')).toBe('some old page');
    expect(titleFromPath('/a/b/caf%C3%A9-menu/')).toBe('café menu');
    expect(titleFromPath('/bad%E0%A4%A-name/')).toBe('bad%E0%A4%A name');
  });

  it('the static 404 file and the root are "Page Not Found"', () => {
    expect(titleFromPath('/404.html')).toBe('Page Not Found');
    expect(titleFromPath('/')).toBe('Page Not Found');
  });
});
