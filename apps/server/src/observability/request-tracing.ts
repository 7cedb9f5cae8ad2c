import type { Span } from '@opentelemetry/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '#src/config.ts';
import { UNMATCHED_ROUTE } from './metrics.ts';

/**
 * OTEL_EXPORTER_OTLP_ENDPOINT: one OpenTelemetry span per request, named by its route pattern, sent in
 * batches over OTLP/HTTP (JSON) to `<endpoint>/v1/traces`. A caller's `traceparent` header makes the span
 * its child. The SDK is imported here, when tracing is on, so a server without the setting never loads it.
 * The app's own tracer provider, not a global one: tests build many apps in one process.
 */
export const requestTracing: FastifyPluginAsync<{ tracing: Config['tracing'] }> = async (app, { tracing }) => {
  const [api, { W3CTraceContextPropagator }, { resourceFromAttributes }, { TracerProvider, BatchSpanProcessor }, otlp] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
  const exporter = new otlp.OTLPTraceExporter({ url: `${tracing.endpoint}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': tracing.serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  const tracer = provider.getTracer('haat-server');
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const parent = propagator.extract(api.ROOT_CONTEXT, request.headers, api.defaultTextMapGetter);
    const attributes = {
      'http.request.method': request.method,
      'http.route': route,
      'url.path': request.url.split('?')[0] ?? '',
    };
    spans.set(
      request,
      tracer.startSpan(`${request.method} ${route}`, { kind: api.SpanKind.SERVER, attributes }, parent),
    );
    done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    spans.get(request)?.recordException(error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
  // Sends what is still batched before the process ends.
  app.addHook('onClose', () => provider.shutdown());
};
Object.assign(requestTracing, { [Symbol.for('skip-override')]: true });
