import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@haat/contract/messages';
import {
  createIdentityTestApp,
  insertTestStore,
  requestOtp,
  uniqueMobile,
  verifyOtp,
} from '#src/modules/identity/identity-test-kit.ts';
import { Msg91SmsProvider } from './msg91.ts';
import { SmsSendError } from './sms-provider.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: { template_id: string; short_url: string; recipients: Array<{ mobiles: string; otp: string; store: string }> };
}

/** A stand-in for MSG91 on 127.0.0.1: records each request and answers what the test asks for. */
const received: Received[] = [];
let answer: { status: number; body: string } = {
  status: 200,
  body: '{"type":"success","message":"3763646c3058373530393831"}',
};
const gateway = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push({ method: request.method, url: request.url, headers: request.headers, body: JSON.parse(text) });
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

const provider = new Msg91SmsProvider({
  authKey: 'test-auth-key',
  templateId: 'tmpl-login-otp',
  walletTemplateId: 'tmpl-wallet-short',
  baseUrl,
  timeoutMs: 2000,
});
const { app, db } = await createIdentityTestApp({
  config: {
    sms: {
      provider: 'msg91',
      allowConsoleInProduction: false,
      msg91: { authKey: 'test-auth-key', templateId: 'tmpl-login-otp', walletTemplateId: 'tmpl-wallet-short', baseUrl },
    },
  },
});
const store = await insertTestStore(db, 'Green Grocer');

/** The template holds the words: the text the job wrote is not sent. */
const inEnglish = { locale: 'en', text: 'not sent: the template holds the words' } as const;

beforeEach(() => {
  received.length = 0;
  answer = { status: 200, body: '{"type":"success","message":"3763646c3058373530393831"}' };
});

describe('Msg91SmsProvider', () => {
  it('posts the code to the Flow API with the auth key, template and 91-prefixed number', async () => {
    await provider.sendOtp({
      storeId: store.storeId,
      storeName: 'Green Grocer',
      mobile: '9876543210',
      otp: '042917',
      ...inEnglish,
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/v5/flow');
    expect(request!.headers.authkey).toBe('test-auth-key');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      template_id: 'tmpl-login-otp',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '042917', store: 'Green Grocer' }],
    });
  });

  it('posts the low-balance notice to the Flow API with its own template and variables', async () => {
    await provider.sendWalletShortfall({
      storeId: store.storeId,
      storeName: 'Green Grocer',
      mobile: '9876543210',
      shortfall: '₹40.00',
      date: '25 November 2026',
      ...inEnglish,
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toEqual({
      template_id: 'tmpl-wallet-short',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', store: 'Green Grocer', amount: '₹40.00', date: '25 November 2026' }],
    });
  });

  it.each([
    ['an HTTP error', { status: 401, body: '{"type":"error","message":"Authentication failure"}' }],
    ['an error answered with 200', { status: 200, body: '{"type":"error","message":"Template not approved"}' }],
    ['a body that is not JSON', { status: 200, body: '<html>gateway</html>' }],
  ])('throws SmsSendError on %s', async (_, reply) => {
    answer = reply;
    await expect(
      provider.sendOtp({
        storeId: store.storeId,
        storeName: 'Green Grocer',
        mobile: '9876543210',
        otp: '111111',
        ...inEnglish,
      }),
    ).rejects.toBeInstanceOf(SmsSendError);
  });

  it('throws SmsSendError when the gateway cannot be reached', async () => {
    const closed = new Msg91SmsProvider({
      authKey: 'k',
      templateId: 't',
      walletTemplateId: 'w',
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 2000,
    });
    await expect(
      closed.sendOtp({ storeId: store.storeId, storeName: 'S', mobile: '9876543210', otp: '1', ...inEnglish }),
    ).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('POST /api/identity/request-otp with SMS_PROVIDER=msg91', () => {
  it('sends the code through the gateway, and that code logs in', async () => {
    const mobile = uniqueMobile();
    expect((await requestOtp(app, store, mobile)).statusCode).toBe(200);
    const otp = received[0]!.body.recipients[0]!.otp;
    expect(otp).toMatch(/^\d{6}$/);
    expect(received[0]!.body.recipients[0]!.mobiles).toBe(`91${mobile}`);
    expect((await verifyOtp(app, store, mobile, otp)).statusCode).toBe(200);
  });

  it('answers 502 with the login error text when the gateway refuses, leaving no usable code', async () => {
    const mobile = uniqueMobile();
    answer = { status: 500, body: '{"type":"error","message":"Insufficient balance"}' };
    const response = await requestOtp(app, store, mobile);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(messages.login.otpSendFailed);
    const otp = received[0]!.body.recipients[0]!.otp;
    expect((await verifyOtp(app, store, mobile, otp)).statusCode).toBe(401);
  });

  it('lets the shopper try again at once after a failed send', async () => {
    const mobile = uniqueMobile();
    answer = { status: 500, body: '{"type":"error","message":"down"}' };
    expect((await requestOtp(app, store, mobile)).statusCode).toBe(502);
    answer = { status: 200, body: '{"type":"success","message":"ok"}' };
    expect((await requestOtp(app, store, mobile)).statusCode).toBe(200);
  });

  it('has no OTP outbox', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/otp-outbox?mobile=9876543210' });
    expect(response.statusCode).toBe(404);
  });
});
