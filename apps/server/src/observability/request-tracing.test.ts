import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans: Array<{ resource: { attributes: OtlpAttribute[] }; scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
}

/** A stand-in collector on loopback: keeps what is posted to /v1/traces (OTLP/HTTP, JSON). */
async function startCollector() {
  const exports: OtlpExport[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
  };
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      if (request.url === '/v1/traces') exports.push(JSON.parse(body.toString()) as OtlpExport);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const spans = () =>
    exports.flatMap((sent) => sent.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, exports, spans };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((found) => found.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

const collector = await startCollector();
const { app } = await createTestApp({ tracing: { endpoint: collector.url, serviceName: 'haat-test' } });

describe('OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('sends a span per request, named by its route and a child of the caller’s traceparent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const health = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
    });
    expect(health.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/pincodes/560038' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    // Closing sends what is batched.
    await app.close();

    const spans = collector.spans();
    expect(spans.map((span) => span.name).sort()).toEqual(['GET /api/pincodes/:pin', 'GET /healthz', 'GET unmatched']);
    const healthz = spans.find((span) => span.name === 'GET /healthz')!;
    expect(healthz).toMatchObject({ traceId, parentSpanId: callerSpan, kind: 2 });
    expect(attribute(healthz, 'http.route')).toBe('/healthz');
    expect(attribute(healthz, 'http.response.status_code')).toBe(200);
    const pincode = spans.find((span) => span.name === 'GET /api/pincodes/:pin')!;
    expect(pincode.traceId).not.toBe(traceId);
    expect(attribute(pincode, 'url.path')).toBe('/api/pincodes/560038');
    const service = collector.exports[0]!.resourceSpans[0]!.resource.attributes.find((a) => a.key === 'service.name');
    expect(service?.value.stringValue).toBe('haat-test');
  });
});
