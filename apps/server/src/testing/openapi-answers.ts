import { formatParamUrl } from '@fastify/swagger';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer that is not what the OpenAPI document says its route answers with that status. */
export interface AnswerMismatch {
  route: string;
  status: number;
  problem: string;
  body: string;
}

type Responses = Record<string, { content?: Record<string, { schema?: { $ref?: string } }> } | undefined>;
type Paths = Record<string, Record<string, { responses?: Responses } | undefined> | undefined>;

/** What the document asks of one answer: a schema (where it is in the document), nothing, or a refusal. */
type Expectation = { schemaAt: string } | { problem: string } | null;

/** JSON Pointer escaping of one path segment (`/` and `~`). */
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** The schema of a route's JSON answer with this status (its own, its range's `4XX` or the default). */
function expectationOf(paths: Paths, method: string, route: string, status: number): Expectation {
  const path = formatParamUrl(route);
  const operation = paths[path]?.[method.toLowerCase()];
  // Routes the document leaves out (development, emulator, storefront) are not checked.
  if (!operation) return null;
  const responses = operation.responses ?? {};
  const declared = [String(status), `${String(status)[0]}XX`, 'default'].find((name) => responses[name]);
  if (!declared) return { problem: `status ${status} is not in the document` };
  const schema = responses[declared]?.content?.['application/json']?.schema;
  if (!schema) return null;
  // A named schema (every error body is ApiError) is compiled once, whatever route answers with it.
  if (schema.$ref?.startsWith('#/')) return { schemaAt: schema.$ref.slice(1) };
  const at = ['paths', path, method.toLowerCase(), 'responses', declared, 'content', 'application/json', 'schema'];
  return { schemaAt: `/${at.map(escape).join('/')}` };
}

/**
 * Test only: checks every JSON answer `app` sends against `/api/openapi.json`'s schema for its route and
 * status, and records what does not match in `mismatches` (the test app fails its file on any). Catches an
 * answer that drifts from its declared schema where nothing else validates it (catalogue and search send the
 * database's JSON text as it is; errors leave through the handler), a status a route does not declare, and a
 * document that misdescribes what routes really send. Add it before the routes are registered (test-app.ts
 * does, as the app is created). The document and each validator are made on first need, once per app.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance, mismatches: AnswerMismatch[]): void {
  let ajv: Ajv2020 | undefined;
  let paths: Paths = {};
  const expectations = new Map<string, Expectation>();
  const validators = new Map<string, ValidateFunction>();

  /** The document's validator maker, made on the first answer (the app is ready by then). */
  const documentAjv = (): Ajv2020 => {
    if (ajv) return ajv;
    const document = app.swagger() as { paths?: Paths };
    paths = document.paths ?? {};
    // Formats are left to the patterns zod writes beside them (uuids, dates). Unoptimised code compiles in
    // half the time, and a test file sends too few answers for its speed to matter.
    ajv = new Ajv2020({ strict: false, validateFormats: false, logger: false, code: { optimize: false } });
    ajv.addSchema(document, 'openapi');
    return ajv;
  };

  const validatorAt = (schemaAt: string): ValidateFunction => {
    const validator = validators.get(schemaAt) ?? documentAjv().compile({ $ref: `openapi#${schemaAt}` });
    validators.set(schemaAt, validator);
    return validator;
  };

  const expectationFor = (method: string, route: string, status: number): Expectation => {
    const key = `${method} ${route} ${status}`;
    if (!expectations.has(key)) {
      documentAjv();
      expectations.set(key, expectationOf(paths, method, route, status));
    }
    return expectations.get(key) ?? null;
  };

  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const { url } = request.routeOptions;
    if (typeof payload !== 'string' || !url || request.method === 'HEAD') return;
    // Another Fastify made while the app is built (none today) has no document to check against.
    if (!app.hasDecorator('swagger') || !String(reply.getHeader('content-type') ?? '').includes('json')) return;
    const expectation = expectationFor(request.method, url, reply.statusCode);
    if (!expectation) return;
    const found = { route: `${request.method} ${url}`, status: reply.statusCode, body: payload.slice(0, 300) };
    if ('problem' in expectation) return void mismatches.push({ ...found, problem: expectation.problem });
    let answer: unknown;
    try {
      answer = JSON.parse(payload);
    } catch {
      return void mismatches.push({ ...found, problem: 'not JSON' });
    }
    const validate = validatorAt(expectation.schemaAt);
    if (!validate(answer)) {
      mismatches.push({ ...found, problem: documentAjv().errorsText(validate.errors, { dataVar: 'answer' }) });
    }
  };

  app.addHook('onSend', async (request, reply, payload) => {
    check(request, reply, payload);
    return payload;
  });
}
