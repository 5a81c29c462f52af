/**
 * The browser's localStorage or sessionStorage when it can be used: not on the
 * server, and not where reading the property throws or writes fail (storage
 * disabled, some private modes, a full quota).
 */
export function browserStorage(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
