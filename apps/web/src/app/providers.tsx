import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { StoreProvider, type StoreRuntime } from '#src/lib/store-context.tsx';

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
  return (
    <QueryClientProvider client={queryClient}>
      <StoreProvider runtime={runtime}>{children}</StoreProvider>
      <ToastContainer position="top-right" autoClose={3000} />
    </QueryClientProvider>
  );
}
