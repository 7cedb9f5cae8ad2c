import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { useConsoleScope, type ConsoleScope } from '#src/features/console/api/console-request.ts';
import { readStaffSession, saveStaffSession } from '#src/features/console/api/staff-session.ts';

/** An order event as the server streams it (decision 048). */
export interface OrderEvent {
  kind: 'PLACED' | 'CHANGED';
  orderId: string | null;
  state: string | null;
}

/** How long after a stream ends or fails the console opens another; polling covers the gap. */
const REOPEN_AFTER_MS = [1_000, 2_000, 5_000, 10_000];

// Whether the stream is open now: the order queries poll only while it is not.
let live = false;
const listeners = new Set<() => void>();
function setLive(value: boolean) {
  if (live === value) return;
  live = value;
  for (const listener of listeners) listener();
}

/** True while the console's live stream is open; its queries then stop polling. */
export function useOrdersLive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => live,
    () => false,
  );
}

/**
 * Keeps the console's stream of its store's order events open while mounted (`GET …/console/events`, read with
 * fetch so the token goes in the Authorization header, never in an address): each event refreshes the orders on
 * screen, and a new one calls `onNewOrder`. Reopens after a drop, a little later each time it fails.
 */
export function useConsoleEvents(onNewOrder: (event: OrderEvent) => void): void {
  const { storeId, sessionKey } = useConsoleScope();
  const queryClient = useQueryClient();
  // The latest callback, without reopening the stream when it changes.
  const onNew = useRef(onNewOrder);
  useEffect(() => {
    onNew.current = onNewOrder;
  }, [onNewOrder]);
  useEffect(() => {
    const stop = new AbortController();
    let failures = 0;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: consoleKeys.orders(storeId) });
    const loop = async () => {
      while (!stop.signal.aborted) {
        const opened = await readStream({ storeId, sessionKey }, stop.signal, (name, data) => {
          if (name === 'ready') {
            failures = 0;
            setLive(true);
            // Whatever happened while the stream was closed.
            refresh();
          } else if (name === 'order') {
            refresh();
            const event = data as OrderEvent;
            if (event.kind === 'PLACED') onNew.current(event);
          }
        });
        setLive(false);
        if (opened === 'signed-out' || stop.signal.aborted) return;
        failures += 1;
        const wait = REOPEN_AFTER_MS[Math.min(failures - 1, REOPEN_AFTER_MS.length - 1)]!;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    };
    void loop();
    return () => {
      stop.abort();
      setLive(false);
    };
  }, [storeId, sessionKey, queryClient]);
}

/**
 * Reads one stream until it ends: `ended` (closed or dropped: open another), or `signed-out` (401, or the
 * session ended: the sign-in shows).
 */
async function readStream(
  { storeId, sessionKey }: ConsoleScope,
  signal: AbortSignal,
  onEvent: (name: string, data: unknown) => void,
): Promise<'ended' | 'signed-out'> {
  const token = readStaffSession(sessionKey)?.accessToken;
  if (!token) return 'signed-out';
  try {
    const response = await fetch(`/api/stores/${storeId}/console/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal,
    });
    if (response.status === 401) {
      saveStaffSession(sessionKey, null);
      return 'signed-out';
    }
    if (!response.ok || !response.body) return 'ended';
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'ended';
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const { name, data } = parseBlock(block);
        if (name === 'signed-out') {
          saveStaffSession(sessionKey, null);
          return 'signed-out';
        }
        if (name) onEvent(name, data);
      }
    }
  } catch {
    return 'ended';
  }
}

/** One SSE block: its `event:` name and its `data:` as JSON; a comment (heartbeat) has no name. */
export function parseBlock(block: string): { name: string | null; data: unknown } {
  let name: string | null = null;
  let data: unknown = null;
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) {
      try {
        data = JSON.parse(line.slice(5));
      } catch {
        data = null;
      }
    }
  }
  return { name, data };
}
