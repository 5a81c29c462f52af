/**
 * What the vote app keeps in localStorage: the voter token the vote service
 * issued to this browser, and the last proposal list fetched, shown read-only
 * when the service is down. Storage may be missing or refuse writes (private
 * modes): the app still works, with a token that lasts for the page's life and
 * no saved list.
 */
import { STORAGE_KEYS } from '@site/src/constants';
import { VOTER_TOKEN_PATTERN, type Proposal } from '@site/vote-api/src/types';

const CANONICAL_TOKEN = new RegExp(VOTER_TOKEN_PATTERN);

let unsavedToken: string | undefined;

/** The token this browser was given, if any; anything not in the service's form (an older UUID) is dropped. */
export function readVoterToken(): string | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.voterToken);
    if (stored && CANONICAL_TOKEN.test(stored)) return stored;
    if (stored) localStorage.removeItem(STORAGE_KEYS.voterToken);
    return undefined;
  } catch {
    return unsavedToken;
  }
}

/** Keeps a token (undefined forgets it: the service no longer accepts it). */
export function storeVoterToken(token: string | undefined): void {
  unsavedToken = token;
  try {
    if (token) localStorage.setItem(STORAGE_KEYS.voterToken, token);
    else localStorage.removeItem(STORAGE_KEYS.voterToken);
  } catch {
    // Kept for this page only.
  }
}

export type CachedProposals = { savedAt: string; proposals: Proposal[] };

export function saveProposals(proposals: Proposal[], now = new Date()): void {
  try {
    const cached: CachedProposals = { savedAt: now.toISOString(), proposals };
    localStorage.setItem(STORAGE_KEYS.voteCache, JSON.stringify(cached));
  } catch {
    // Nothing saved: offline, the page says there is no list to show.
  }
}

export function readSavedProposals(): CachedProposals | undefined {
  try {
    const cached = JSON.parse(localStorage.getItem(STORAGE_KEYS.voteCache) ?? 'null') as CachedProposals | null;
    if (cached && typeof cached.savedAt === 'string' && Array.isArray(cached.proposals)) return cached;
  } catch {
    // Unreadable or corrupt: treated as nothing saved.
  }
  return undefined;
}
