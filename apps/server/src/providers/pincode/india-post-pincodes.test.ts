import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createIndiaPostPincodeLookup } from './india-post-pincodes.ts';

const silent = createServer(() => {
  // never answers
});
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
afterAll(() => {
  silent.closeAllConnections();
  return new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('India Post pincode service', () => {
  it('gives up after the timeout', async () => {
    const port = (silent.address() as AddressInfo).port;
    const lookup = createIndiaPostPincodeLookup({ baseUrl: `http://127.0.0.1:${port}/pincode`, timeoutMs: 100 });
    const started = Date.now();
    await expect(lookup.find('999001')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reads the first post office of a Success answer and refuses an answer of another shape', async () => {
    const answer = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });
    const found = createIndiaPostPincodeLookup({
      baseUrl: 'http://pincodes.test/pincode/',
      fetch: answer([
        { Status: 'Success', PostOffice: [{ District: ' Bangalore ', State: 'Karnataka', Country: 'India' }] },
      ]),
    });
    expect(await found.find('560011')).toEqual({ city: 'Bangalore', state: 'Karnataka' });
    const odd = createIndiaPostPincodeLookup({ baseUrl: 'http://pincodes.test', fetch: answer({ unexpected: true }) });
    await expect(odd.find('560011')).rejects.toThrow();
  });
});
