import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';

/** A stand-in for the India Post pincode API on 127.0.0.1, answering as the real one does. */
const asked: string[] = [];
const standIn: Server = createServer((request, response) => {
  const pin = request.url?.split('/').pop() ?? '';
  asked.push(pin);
  response.setHeader('content-type', 'application/json');
  if (pin === '999001') {
    response.end(
      JSON.stringify([
        {
          Message: 'Number of pincode(s) found:1',
          Status: 'Success',
          PostOffice: [
            { Name: 'Field Post Office', District: 'Army Postal Service', State: 'Delhi', Country: 'India' },
          ],
        },
      ]),
    );
  } else if (pin === '999500') {
    response.statusCode = 503;
    response.end('{}');
  } else {
    response.end(JSON.stringify([{ Message: 'No records found', Status: 'Error', PostOffice: null }]));
  }
});
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));
const fallbackUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/pincode/`;

const offline = await createTestApp();
const withFallback = await createTestApp({ pincodeFallbackUrl: fallbackUrl });

const lookUp = (pin: string, app = offline.app) => app.inject({ method: 'GET', url: `/api/pincodes/${pin}` });

describe('GET /api/pincodes/:pin', () => {
  it('answers the district as the city, the state and India from the bundled data, cached for long', async () => {
    const response = await lookUp('560011');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pin: '560011',
      city: expect.stringMatching(/^(Bengaluru|Bangalore)$/),
      state: 'Karnataka',
      country: 'India',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('places pins in the states formed after the India Post directory was published', async () => {
    expect((await lookUp('500001')).json()).toMatchObject({ city: 'Hyderabad', state: 'Telangana' });
    expect((await lookUp('194101')).json()).toMatchObject({ city: 'Leh', state: 'Ladakh' });
    expect((await lookUp('110001')).json()).toMatchObject({ city: 'Central Delhi', state: 'Delhi' });
  });

  it('accepts the scope values the storefront adds to every GET', async () => {
    const response = await offline.app.inject({ method: 'GET', url: '/api/pincodes/400001?storeId=x&orgId=' });
    expect(response.json()).toMatchObject({ city: 'Mumbai', state: 'Maharashtra' });
  });

  it('answers 404 for a pin it does not know, without a fallback service', async () => {
    const response = await lookUp('999001');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Pincode not found' });
    expect(asked).toEqual([]);
  });

  it.each(['56001', '5600111', 'abcdef', '56 011'])('answers 400 for %j', async (pin) => {
    const response = await lookUp(encodeURIComponent(pin));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('GET /api/pincodes/:pin with PINCODE_FALLBACK_URL', () => {
  it('asks the fallback service for a pin the bundled data lacks', async () => {
    const response = await lookUp('999001', withFallback.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pin: '999001', city: 'Army Postal Service', state: 'Delhi', country: 'India' });
    expect(asked).toContain('999001');
  });

  it('does not ask it for a pin the bundled data has', async () => {
    asked.length = 0;
    expect((await lookUp('560011', withFallback.app)).statusCode).toBe(200);
    expect(asked).toEqual([]);
  });

  it('answers 404 when the service has no record of the pin', async () => {
    const response = await lookUp('999002', withFallback.app);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404, not to be cached, when the service fails', async () => {
    const response = await lookUp('999500', withFallback.app);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
