import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIsHydrated } from '#src/lib/hydration.ts';
import { useT } from '#src/lib/i18n.tsx';
import { loadToastify } from '#src/lib/notify.ts';
import { StoreProvider, type StoreRuntime } from '#src/lib/store-context.tsx';

// Loaded after the first paint: nothing on a first visit waits for the toast library.
const ToastContainer = lazy(() => loadToastify().then(({ ToastContainer }) => ({ default: ToastContainer })));

/** The providers every screen relies on, and the one toast container (spec §8: top-right, 3000 ms). */
export function AppProviders({
  queryClient,
  runtime,
  children,
}: {
  queryClient: QueryClient;
  runtime: StoreRuntime;
  children: ReactNode;
}) {
  // Mounted once the page runs in the browser: the server's HTML has no toasts, and its render must not wait.
  const hydrated = useIsHydrated();
  const t = useT();
  return (
    <QueryClientProvider client={queryClient}>
      <StoreProvider runtime={runtime}>{children}</StoreProvider>
      {hydrated ? (
        <Suspense fallback={null}>
          <ToastContainer position="top-right" autoClose={3000} aria-label={t('common.notifications')} />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
