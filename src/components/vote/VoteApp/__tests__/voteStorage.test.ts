import { STORAGE_KEYS } from '@site/src/constants';
import { readSavedProposals, readVoterToken, saveProposals, storeVoterToken } from '../voteStorage';
import { PROPOSALS } from './proposals';

const ISSUED = `0b8f6f1e-6a7e-4e8a-9a57-0c5b3b6e2a11.${'A'.repeat(43)}`;

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('voter token', () => {
  it('keeps a token in the form the service issues, and drops anything else', () => {
    storeVoterToken(ISSUED);
    expect(localStorage.getItem(STORAGE_KEYS.voterToken)).toBe(ISSUED);
    expect(readVoterToken()).toBe(ISSUED);
    // A token an older version of the page made up itself: the service refuses it, so it goes.
    localStorage.setItem(STORAGE_KEYS.voterToken, '0b8f6f1e-6a7e-4e8a-9a57-0c5b3b6e2a11');
    expect(readVoterToken()).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.voterToken)).toBeNull();
    storeVoterToken(ISSUED);
    storeVoterToken(undefined);
    expect(readVoterToken()).toBeUndefined();
  });

  it('keeps the token for the page when storage refuses it', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storeVoterToken(ISSUED);
    expect(readVoterToken()).toBe(ISSUED);
  });
});

describe('saved proposals', () => {
  it('round-trips the list with the time it was saved', () => {
    saveProposals(PROPOSALS, new Date('2026-03-04T05:06:00Z'));
    expect(readSavedProposals()).toEqual({ savedAt: '2026-03-04T05:06:00.000Z', proposals: PROPOSALS });
  });

  it('reads nothing from an empty, corrupt or foreign value', () => {
    expect(readSavedProposals()).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.voteCache, '{not json');
    expect(readSavedProposals()).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.voteCache, JSON.stringify({ proposals: 'nope' }));
    expect(readSavedProposals()).toBeUndefined();
  });

  it('does not throw when storage is full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveProposals(PROPOSALS)).not.toThrow();
  });
});
