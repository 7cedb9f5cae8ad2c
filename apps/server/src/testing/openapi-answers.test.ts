import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { sendJsonBody, type JsonBody } from '#src/json-body.ts';
import { openApiOptions } from '#src/modules/api-reference/openapi-document.ts';
import { checkAnswersAgainstDocument, type AnswerMismatch } from './openapi-answers.ts';

const thingSchema = z.object({ name: z.string() });
type Thing = z.infer<typeof thingSchema>;

// A small app documented the way the real one is, with one route of each sort of answer.
const mismatches: AnswerMismatch[] = [];
const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
checkAnswersAgainstDocument(app, mismatches);
await app.register(fastifySwagger, openApiOptions({ publicUrl: undefined }));
app.get(
  '/api/things/:name',
  { schema: { params: z.object({ name: z.string() }), response: { 200: thingSchema } } },
  // Database JSON text, as catalogue reads send it: not serialised, so nothing else would notice a drift.
  async (request, reply) =>
    sendJsonBody(reply, (request.params.name === 'drifted' ? '{"name":1}' : '{"name":"tea"}') as JsonBody<Thing>),
);
app.get('/api/accepted', { schema: { response: { 200: thingSchema } } }, async (_request, reply) => {
  reply.statusCode = 202;
  return { name: 'tea' };
});
app.get('/api/refused', async (_request, reply) => reply.status(404).send({ message: 'No tea' }));
app.get('/api/dev/anything', async () => ({ anything: true }));
await app.ready();
afterAll(() => app.close());

describe('checkAnswersAgainstDocument', () => {
  it('passes answers that match the document', async () => {
    await app.inject({ method: 'GET', url: '/api/things/tea' });
    await app.inject({ method: 'GET', url: '/api/dev/anything' });
    expect(mismatches).toEqual([]);
  });

  it('records an answer unlike its schema, a status the route does not declare and an error without a code', async () => {
    await app.inject({ method: 'GET', url: '/api/things/drifted' });
    await app.inject({ method: 'GET', url: '/api/accepted' });
    await app.inject({ method: 'GET', url: '/api/refused' });
    expect(mismatches).toEqual([
      {
        route: 'GET /api/things/:name',
        status: 200,
        problem: 'answer/name must be string',
        body: '{"name":1}',
      },
      { route: 'GET /api/accepted', status: 202, problem: 'status 202 is not in the document', body: '{"name":"tea"}' },
      {
        route: 'GET /api/refused',
        status: 404,
        problem: "answer must have required property 'code'",
        body: '{"message":"No tea"}',
      },
    ]);
    mismatches.length = 0;
  });
});
