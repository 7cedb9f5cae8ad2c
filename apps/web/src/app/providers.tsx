import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StoreProvider, type StoreRuntime } from '#src/lib/store-context.tsx';

/** The providers every screen relies on; toasts join when the first feature that shows one lands. */
export function AppProviders({ queryClient, runtime, children }: { queryClient: QueryClient; runtime: StoreRuntime; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StoreProvider runtime={runtime}>{children}</StoreProvider>
    </QueryClientProvider>
  );
}
