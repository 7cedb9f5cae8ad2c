import { useCallback, useState } from 'react';
import { browserStorage, readJson, removeItem, storageKeys, writeJson } from '#src/lib/storage.ts';
import { useStore } from '#src/lib/store-context.tsx';

/** How many of the shopper's searches the box remembers. */
export const RECENT_SEARCHES_KEPT = 5;

function readRecent(key: string): string[] {
  const stored = readJson(browserStorage('local'), key);
  return Array.isArray(stored)
    ? stored.filter((item): item is string => typeof item === 'string').slice(0, RECENT_SEARCHES_KEPT)
    : [];
}

/** `query` first, an earlier copy of it (in any case) dropped, at most RECENT_SEARCHES_KEPT. */
export function withRecent(recent: readonly string[], query: string): string[] {
  const same = query.toLocaleLowerCase();
  return [query, ...recent.filter((item) => item.toLocaleLowerCase() !== same)].slice(0, RECENT_SEARCHES_KEPT);
}

/** The shopper's recent searches in this store, kept on this device only (local storage), and clearable. */
export function useRecentSearches() {
  const { lookup } = useStore();
  const key = storageKeys(lookup.store.friendlyId).recentSearches;
  const [recent, setRecent] = useState(() => readRecent(key));
  const remember = useCallback(
    (query: string) => {
      const next = withRecent(readRecent(key), query);
      writeJson(browserStorage('local'), key, next);
      setRecent(next);
    },
    [key],
  );
  const clear = useCallback(() => {
    removeItem(browserStorage('local'), key);
    setRecent([]);
  }, [key]);
  return { recent, remember, clear };
}
