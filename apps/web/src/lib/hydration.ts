import { useCallback, useSyncExternalStore } from 'react';

/**
 * The server renders public pages for a visitor it knows nothing about: nobody signed in, nothing saved, no
 * window width. While the app hydrates that HTML, every value that comes from the browser reads as the server
 * read it, so the first render matches the HTML node for node (Preact keeps the DOM it finds and does not
 * repair a mismatch). When hydration ends those values switch to the browser's own and the screens that use
 * them render again. On the server there is no browser, so the server's value is the only one.
 */
const onServer = typeof window === 'undefined';
let hydrating = false;
const listeners = new Set<() => void>();

/** From here until `finishHydration`, browser values read as the server's (call just before hydrating). */
export function startHydration(): void {
  hydrating = true;
}

export function finishHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of listeners) listener();
}

const subscribeToHydration = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether browser values are readable yet: false on the server and while the server's HTML hydrates. */
const browserValuesReady = () => !onServer && !hydrating;

/**
 * `useSyncExternalStore` for a value the browser holds: `serverValue` on the server and during hydration,
 * `browserValue` after. Both must return the same value for the same state (the hook compares them).
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  browserValue: () => T,
  serverValue: () => T,
): T {
  const subscribeToBoth = useCallback(
    (onChange: () => void) => {
      const stopBrowser = subscribe(onChange);
      const stopHydration = subscribeToHydration(onChange);
      return () => {
        stopBrowser();
        stopHydration();
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(
    subscribeToBoth,
    () => (browserValuesReady() ? browserValue() : serverValue()),
    serverValue,
  );
}

const noSubscription = () => () => {};

/** False on the server and while hydrating; true once the page runs as a client app. */
export function useIsHydrated(): boolean {
  return useBrowserValue(
    noSubscription,
    () => true,
    () => false,
  );
}
