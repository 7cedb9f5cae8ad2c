import { useSyncExternalStore } from 'react';
import type { StaffSession } from '@haat/contract/console/staff.schemas';
import { browserStorage, readJson, removeItem, writeJson } from '#src/lib/storage.ts';

/**
 * The console's sign-in, kept apart from the shopper's (decision 036: a staff token never passes for a
 * shopper's): one per store in this browser, under the store's `console` storage key. There is no renewal: an ended or
 * expired session is forgotten and the console asks for the phone again.
 */
const listeners = new Set<() => void>();
const local = () => browserStorage('local');

function isLive(value: unknown): value is StaffSession {
  if (!value || typeof value !== 'object') return false;
  const { accessToken, accessTokenExpiresAt } = value as Partial<StaffSession>;
  return typeof accessToken === 'string' && Date.parse(accessTokenExpiresAt ?? '') > Date.now();
}

/** The last value read, so `useSyncExternalStore` sees the same object until the stored text changes. */
let cached: { key: string; text: string | null; session: StaffSession | null } | null = null;

function storedText(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readStaffSession(key: string): StaffSession | null {
  const text = storedText(key);
  if (cached?.key !== key || cached.text !== text) {
    const stored = readJson(local(), key);
    cached = { key, text, session: isLive(stored) ? stored : null };
  }
  return cached.session;
}

export function saveStaffSession(key: string, session: StaffSession | null): void {
  if (session) writeJson(local(), key, session);
  else removeItem(local(), key);
  cached = { key, text: storedText(key), session };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A sign-in or log-out in another tab of this console.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useStaffSession(key: string): StaffSession | null {
  return useSyncExternalStore(
    subscribe,
    () => readStaffSession(key),
    () => null,
  );
}
