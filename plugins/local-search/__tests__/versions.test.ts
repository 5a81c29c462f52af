/** @jest-environment node */
import { ARCHIVED_VERSIONS, CURRENT_VERSION } from '../../../src/constants';
import { searchVersions, versionOfPath } from '../client/versions';

describe('the versions the search knows', () => {
  it("are the site's, the current one first", () => {
    expect(searchVersions().map(({ label }) => label)).toEqual([CURRENT_VERSION, ...ARCHIVED_VERSIONS]);
  });

  it('tell which index a page searches', () => {
    expect(versionOfPath('/v4/concepts/').label).toBe('4');
    expect(versionOfPath('/v4').label).toBe('4');
    expect(versionOfPath('/concepts/').label).toBe(CURRENT_VERSION);
    expect(versionOfPath('/v42/').label).toBe(CURRENT_VERSION);
    expect(versionOfPath('/blog/').label).toBe(CURRENT_VERSION);
  });
});
