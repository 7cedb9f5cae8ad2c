import { readJson, removeItem, writeJson } from '#src/lib/storage.ts';

/** The stored auth record (spec §3); logged in means such a record exists (spec §4). */
export interface AuthRecord {
  accessToken: string;
  refreshToken: string;
  [field: string]: unknown;
}

export interface AuthSession {
  get(): AuthRecord | null;
  set(record: AuthRecord): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function toRecord(value: unknown): AuthRecord | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  return typeof record.accessToken === 'string' ? (record as AuthRecord) : null;
}

export function createAuthSession(storage: Storage | null, key: string): AuthSession {
  let current = toRecord(readJson(storage, key));
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => current,
    set(record) {
      current = record;
      writeJson(storage, key, record);
      notify();
    },
    clear() {
      current = null;
      removeItem(storage, key);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab logging in or out changes this tab too.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key) return;
        current = toRecord(readJson(storage, key));
        listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
