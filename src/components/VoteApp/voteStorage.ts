/**
 * What the vote app keeps in localStorage: the browser's anonymous voter token
 * and the last proposal list fetched, shown read-only when the service is down.
 * Storage may be missing or refuse writes (private modes): the app still works,
 * with a token that lasts for the page's life and no saved list.
 */
import { STORAGE_KEYS } from '@site/src/constants';
import type { Proposal } from '@site/vote-api/src/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (HTTPS or localhost): build a version 4 UUID by hand elsewhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let unsavedToken: string | undefined;

/** The stored voter token, created on first use. */
export function voterToken(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.voterToken);
    if (stored && UUID.test(stored)) return stored;
    const token = randomUuid();
    localStorage.setItem(STORAGE_KEYS.voterToken, token);
    return token;
  } catch {
    unsavedToken ??= randomUuid();
    return unsavedToken;
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
