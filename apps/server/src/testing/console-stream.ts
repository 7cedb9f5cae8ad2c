/** One server-sent event as a console reads it: its name and its data, or a comment (`: heartbeat`). */
export interface StreamEvent {
  event: string;
  data: string;
}

/** A console's live stream opened over real HTTP, as the browser opens it (fetch, Authorization header). */
export interface ConsoleStream {
  status: number;
  /** Every event read so far, comments included (event `comment`). */
  events: StreamEvent[];
  /** Resolves with the first event, already read or still to come, that `matches`; rejects after `withinMs`. */
  next(matches: (event: StreamEvent) => boolean, withinMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Splits a stream's text into its events (blocks between blank lines). */
export function parseEvents(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) return { event: 'comment', data: line.slice(1).trim() };
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trim());
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

export async function openConsoleStream(origin: string, storeId: string, token: string): Promise<ConsoleStream> {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/stores/${storeId}/console/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const parsed = parseEvents(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) events.push(parsed);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Closed by us (abort) or by the server going away.
    }
  })();
  return {
    status: response.status,
    events,
    ended,
    close: () => abort.abort(),
    next(matches, withinMs = 2_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${withinMs} ms; read: ${JSON.stringify(events)}`));
        }, withinMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}

/** An order event's data. */
export const orderEventData = (event: StreamEvent) =>
  JSON.parse(event.data) as { kind: 'PLACED' | 'CHANGED'; orderId: string | null; state: string | null };
