import { lazy, Suspense } from 'react';
import type { FetchStatus } from '@tanstack/react-query';

// Shown only offline, so kept out of the first visit's JavaScript (the worker has it precached).
const NeedsNetworkScreen = lazy(() => import('#src/features/offline/components/needs-network.tsx'));

/** That the screen (or, `inline`, the list it would show) needs the network: nothing was kept for it. */
export function NeedsNetwork({ inline }: { inline?: boolean }) {
  return (
    <Suspense fallback={null}>
      <NeedsNetworkScreen inline={inline} />
    </Suspense>
  );
}

/**
 * A read with no answer that waits for the network: offline, the worker had nothing kept for it, and its
 * retries wait for the network to return (TanStack Query pauses them). Its screen says so rather than
 * spinning; the read goes on by itself when the network returns.
 */
export function waitsForNetwork(read: { isPending: boolean; fetchStatus: FetchStatus }): boolean {
  return read.isPending && read.fetchStatus === 'paused';
}
