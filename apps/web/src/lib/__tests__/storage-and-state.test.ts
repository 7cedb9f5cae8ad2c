import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthSession } from '#src/lib/auth-session.ts';
import { createGlobalStore, defaultGlobalState, restoreGlobalState } from '#src/lib/global-state.ts';
import { storageKeys } from '#src/lib/storage.ts';

beforeEach(() => localStorage.clear());

describe('storageKeys', () => {
  it('derives every key from the store identifier', () => {
    expect(storageKeys('demo')).toEqual({
      auth: 'haat:demo:auth',
      state: 'haat:demo:state',
      announcementDismissed: 'haat:demo:announcement-dismissed',
      console: 'haat:demo:console',
      recentSearches: 'haat:demo:recent-searches',
    });
    expect(storageKeys('demo-dairy').state).toBe('haat:demo-dairy:state');
  });
});

describe('global state', () => {
  it('starts with username NA and dark mode off', () => {
    const store = createGlobalStore(localStorage, 'haat:demo:state');
    expect(store.getState().user.username).toBe('NA');
    expect(store.getState().app.isDarkMode).toBe(false);
  });

  it('writes every change to local storage as JSON and reads it back', () => {
    const store = createGlobalStore(localStorage, 'haat:demo:state');
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.setState((s) => ({ ...s, app: { ...s.app, isDarkMode: true } }));
    store.setState((s) => ({ ...s, user: { ...s.user, userDisplayName: 'Asha' } }));
    expect(notified).toBe(2);
    const saved = JSON.parse(localStorage.getItem('haat:demo:state')!);
    expect(saved.app.isDarkMode).toBe(true);
    expect(saved.user.userDisplayName).toBe('Asha');
    const again = createGlobalStore(localStorage, 'haat:demo:state');
    expect(again.getState().app.isDarkMode).toBe(true);
    expect(again.getState().user.userDisplayName).toBe('Asha');
  });

  it('keeps stores apart', () => {
    createGlobalStore(localStorage, storageKeys('demo').state).setState((s) => ({
      ...s,
      app: { ...s.app, isDarkMode: true },
    }));
    expect(createGlobalStore(localStorage, storageKeys('demo-dairy').state).getState().app.isDarkMode).toBe(false);
  });

  it('falls back to defaults for malformed saved state', () => {
    expect(restoreGlobalState('nonsense')).toEqual(defaultGlobalState);
    expect(restoreGlobalState({ app: { isDarkMode: 'yes' } }).app.isDarkMode).toBe(false);
    localStorage.setItem('haat:demo:state', '{not json');
    expect(createGlobalStore(localStorage, 'haat:demo:state').getState()).toEqual(defaultGlobalState);
  });
});

describe('auth session', () => {
  it('is logged in while a record is stored, and clearing removes it', () => {
    const session = createAuthSession(localStorage, 'haat:demo:auth');
    expect(session.get()).toBeNull();
    session.set({ accessToken: 'a', refreshToken: 'r' });
    expect(JSON.parse(localStorage.getItem('haat:demo:auth')!)).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(createAuthSession(localStorage, 'haat:demo:auth').get()).toMatchObject({ accessToken: 'a' });
    session.clear();
    expect(localStorage.getItem('haat:demo:auth')).toBeNull();
    expect(session.get()).toBeNull();
  });
});
