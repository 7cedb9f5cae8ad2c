import { useCallback } from 'react';
import { useBrowserValue } from '#src/lib/hydration.ts';

/**
 * Whether the window matches a CSS media query, following it as the window resizes. `fallback` answers
 * where there is no matchMedia (tests, old browsers), on the server and while its HTML hydrates.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => window.matchMedia?.(query).matches ?? fallback;
  return useBrowserValue(subscribe, matches, () => fallback);
}
