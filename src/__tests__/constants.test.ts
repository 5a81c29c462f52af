import { isRegexpStringMatch } from '@docusaurus/theme-common';
import { DOC_SECTIONS, DOCS_ACTIVE_BASE_REGEX, PRINTABLE_SECTIONS, SECTIONS } from '../constants';

describe('navbar: Documentation active rule', () => {
  const isActive = (pathname: string) => isRegexpStringMatch(DOCS_ACTIVE_BASE_REGEX, pathname);

  it.each([
    '/api/',
    '/concepts/',
    '/configuration/output/',
    '/guides/getting-started/',
    '/loaders/css-loader/',
    '/migrate/5/',
    '/plugins/',
    '/v4/concepts/',
    '/v4/api/cli/',
  ])('is active on %s', (pathname) => expect(isActive(pathname)).toBe(true));

  it.each([
    '/',
    '/blog/',
    '/contribute/',
    '/contribute/writers-guide/',
    '/vote/',
    '/apis/',
    '/concepts-old/',
    '/glossary/',
  ])('is not active on %s', (pathname) => expect(isActive(pathname)).toBe(false));

  it('covers every section but contribute', () => {
    expect(SECTIONS.filter((s) => !(DOC_SECTIONS as readonly string[]).includes(s))).toEqual(['contribute']);
  });

  it('prints every section', () => {
    expect([...PRINTABLE_SECTIONS].sort()).toEqual([...SECTIONS].sort());
  });
});
