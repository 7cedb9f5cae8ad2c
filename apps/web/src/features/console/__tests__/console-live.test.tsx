import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { parseBlock } from '#src/features/console/api/console-events.ts';
import {
  CONSOLE,
  makeConsoleOrder,
  makeMe,
  storeStaffSession,
  summaryOf,
} from '#src/features/console/__tests__/console-fixtures.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** A stream the test writes server-sent events into, as the server would. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (name: string, data: object) =>
      controller.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

describe('the console’s live orders', () => {
  it('shows a new order from the stream without a reload, and chimes for it', async () => {
    storeStaffSession();
    const first = makeConsoleOrder();
    const second = makeConsoleOrder({ id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b', orderNumber: 'HAAT-261122-NEW001' });
    let orders = [summaryOf(first)];
    const stream = eventStream();
    const fetchMock = mockFetch({
      [`${CONSOLE}/me`]: { body: makeMe() },
      [`${CONSOLE}/orders`]: () => ({ body: { orders, totalCount: orders.length, totalPages: 1 } }),
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/console/events') ? stream.response() : answer(input, init),
    );
    const chimes = vi.fn();
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          chimes();
        }
      },
    );

    renderRoute('/console');
    expect(await screen.findByRole('link', { name: /Order HAAT-261122-7K3Q9Z/ })).toBeTruthy();
    stream.send('ready', {});
    expect(await screen.findByText('New orders show here as they arrive')).toBeTruthy();
    const [, streamInit] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/console/events'))!;
    // The token goes in the header, never in the address.
    expect(new Headers(streamInit?.headers).get('authorization')).toBe('Bearer staff-token');

    orders = [summaryOf(second), summaryOf(first)];
    stream.send('order', { kind: 'PLACED', orderId: second.id, state: 'PLACED' });
    expect(await screen.findByRole('link', { name: /Order HAAT-261122-NEW001/ })).toBeTruthy();
    expect(chimes).toHaveBeenCalledTimes(1);
  });

  it('reads an event’s name and JSON, and a heartbeat as nothing', () => {
    expect(parseBlock('event: order\ndata: {"kind":"PLACED"}')).toEqual({ name: 'order', data: { kind: 'PLACED' } });
    expect(parseBlock(': heartbeat')).toEqual({ name: null, data: null });
  });
});
