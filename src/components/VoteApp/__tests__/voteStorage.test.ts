import { STORAGE_KEYS } from '@site/src/constants';
import { readSavedProposals, saveProposals, voterToken } from '../voteStorage';
import { PROPOSALS } from './proposals';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('voterToken', () => {
  it('keeps a valid stored token and replaces anything else', () => {
    localStorage.setItem(STORAGE_KEYS.voterToken, '0b8f6f1e-6a7e-4e8a-9a57-0c5b3b6e2a11');
    expect(voterToken()).toBe('0b8f6f1e-6a7e-4e8a-9a57-0c5b3b6e2a11');
    localStorage.setItem(STORAGE_KEYS.voterToken, 'tampered');
    const token = voterToken();
    expect(token).toMatch(UUID_V4);
    expect(localStorage.getItem(STORAGE_KEYS.voterToken)).toBe(token);
  });

  it('builds a version 4 UUID where crypto.randomUUID is missing (insecure contexts)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const tokens = new Set(Array.from({ length: 50 }, () => (localStorage.clear(), voterToken())));
      expect(tokens.size).toBe(50);
      for (const token of tokens) expect(token).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('keeps one token for the page when storage refuses it', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const token = voterToken();
    expect(token).toMatch(UUID_V4);
    expect(voterToken()).toBe(token);
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
