/**
 * The docs versions follow versions.json, which `docusaurus docs:version N` writes: here as the site has it, and as it
 * is after version 5 is cut (mocked).
 */
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import { currentVersionAfter } from '../constants';
import { archivedVersionList } from '../../config/versions';
import type * as Constants from '../constants';
import type * as Sections from '../utils/sections';

describe('versions.json', () => {
  it('is a list of major versions, newest first', () => {
    expect(archivedVersionList(['5', '4'])).toEqual(['5', '4']);
    expect(() => archivedVersionList(['4', '5'])).toThrow('versions.json must list versions newest first: ["5","4"]');
    expect(() => archivedVersionList(['5.1'])).toThrow('versions.json must list major versions as strings');
    expect(() => archivedVersionList({ 4: 'v4' })).toThrow('versions.json must list major versions');
    expect(() => archivedVersionList([])).toThrow('versions.json lists no archived version');
  });

  it('makes the current version the one after the newest archived one', () => {
    expect(currentVersionAfter(['4'])).toBe('5');
    expect(currentVersionAfter(['5', '4'])).toBe('6');
  });
});

describe('after `docusaurus docs:version 5`', () => {
  let constants: typeof Constants;
  let sections: typeof Sections;
  beforeAll(async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../../versions.json', () => ['5', '4']);
      constants = await import('../constants');
      sections = await import('../utils/sections');
    });
  });

  it('lists every version, newest first, with its URL prefix', () => {
    expect(constants.CURRENT_VERSION).toBe('6');
    expect(constants.ARCHIVED_VERSIONS).toEqual(['5', '4']);
    expect(constants.DOCS_VERSIONS.map((v) => [v, constants.versionPrefix(v)])).toEqual([
      ['6', ''],
      ['5', '/v5'],
      ['4', '/v4'],
    ]);
  });

  it('makes Documentation active in every version', () => {
    const isActive = (pathname: string) => isRegexpStringMatch(constants.DOCS_ACTIVE_BASE_REGEX, pathname);
    expect(['/concepts/', '/v5/concepts/', '/v4/api/cli/'].filter(isActive)).toHaveLength(3);
    expect(['/v3/concepts/', '/v5/contribute/', '/v5/'].filter(isActive)).toEqual([]);
  });

  it("finds the printable page of a page's section in every version", () => {
    expect(sections.printablePathFor('/v5/concepts/output/')).toBe('/v5/concepts/printable/');
    expect(sections.printablePathFor('/v4/api/')).toBe('/v4/api/printable/');
    expect(sections.printablePathFor('/concepts/')).toBe('/concepts/printable/');
    expect(sections.sectionOf('/v3/concepts/')).toBeUndefined();
  });
});
