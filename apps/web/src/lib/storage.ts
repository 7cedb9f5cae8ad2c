/** Browser storage, keyed per store (spec §4: keys derived from the store identifier, values JSON). */

export interface StorageKeys {
  /** The auth record: accessToken, refreshToken. */
  auth: string;
  /** Global state: user and app state. */
  state: string;
  /** Session storage: the id of the announcement bar the shopper dismissed. */
  announcementDismissed: string;
  /** The shop console's staff session, apart from the shopper's (decision 041). */
  console: string;
  /** The shopper's last few searches, newest first, kept on the device only. */
  recentSearches: string;
}

export function storageKeys(storeIdentifier: string): StorageKeys {
  const prefix = `haat:${storeIdentifier}`;
  return {
    auth: `${prefix}:auth`,
    state: `${prefix}:state`,
    announcementDismissed: `${prefix}:announcement-dismissed`,
    console: `${prefix}:console`,
    recentSearches: `${prefix}:recent-searches`,
  };
}

/** Storage can be missing or throw (private mode, blocked cookies): the app then keeps state in memory only. */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readJson(storage: Storage | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: state still lives in memory for this visit.
  }
}

export function removeItem(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Same as above.
  }
}
