import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import type { Config } from '#src/config.ts';
import { requireCustomer } from '#src/plugins/auth.ts';
import { requireOwner, requireStaff } from '#src/modules/console/index.ts';
import serverPackage from '#package.json' with { type: 'json' };
import { tagOf, tags } from './api-tags.ts';

/**
 * The one rule for what the document describes: what a client may call. That is the API under `/api/`, the
 * health checks and the signed upload address; never the development routes (`/api/dev/…`, absent in
 * production), the reference itself, the payment gateway emulator (`/__gateway/…`) or the storefront.
 */
const DOCUMENTED = /^\/(api\/|healthz$|readyz$|files\/uploads\/)/;
const NOT_DOCUMENTED = /^\/api\/(dev\/|docs(\/|$)|openapi\.json$)/;

export const isDocumented = (url: string): boolean => DOCUMENTED.test(url) && !NOT_DOCUMENTED.test(url);

/** Security scheme names, as the operations list them. */
export const CUSTOMER_TOKEN = 'customerAccessToken';
export const STAFF_TOKEN = 'consoleAccessToken';
export const REFRESH_TOKEN = 'refreshToken';

const description = `
The commerce API of Haat, a storefront for Indian shops. One deployment serves many stores.

**Naming the store.** Every store's data is reached through its id: \`storeId\` in the query of a read and in the
body of a write, or the path of the store's own settings (\`/api/stores/{id}\`). Find the id (and the org id) from a
store's friendly id or domain with \`GET /api/orgs/lookup\`. A request that names a store which does not exist, or
names two different stores or orgs, answers 404.

**Signing in.** A shopper signs in to one store with a phone number and a one-time code
(\`POST /api/identity/request-otp\`, then \`POST /api/identity/verify-customer-otp\`). The access token it gets is
sent as \`Authorization: Bearer …\` and speaks for that store and that customer only: another customer's resource,
or a \`storeId\` or \`orgId\` that is not the token's, answers 404 and never the data. An expired, invalid or
logged-out access token answers **403**: renew once with \`GET /api/identity/renewAccessToken\` (the refresh token
as the bearer; it is rotated) and retry.

**The shop's console.** A store's staff sign in to its console with their phone and a one-time code
(\`POST /api/stores/{storeId}/console/login/request-otp\`, then \`…/verify-otp\`) and call the routes under
\`/api/stores/{storeId}/console/\` with the console token they get: orders, cash, and for an owner the staff and the
audit log. A console token opens no shopper route and a shopper's token no console route (404); a missing, expired
or ended console token answers **401** (sign in again), and a member who is not an owner is answered 403 on an
owner's route.

**Answers.** JSON. Money is in rupees with two decimals. Every failure is \`{ message, code }\`, the message fit to
show a shopper, in the language \`Accept-Language\` asks for (\`en\`, \`hi\`; else English). Answers about a
customer are \`Cache-Control: private, no-store\`; public store reads may be cached for a few seconds.
`.trim();

const errorResponses = {
  '4XX': {
    description: 'Refused: a bad request, a missing or expired token (403), another store’s or unknown resource (404)',
    content: { 'application/json': { schema: apiErrorSchema } },
  },
  '5XX': {
    description: 'The server failed (500) or its database is out of reach for a moment (503, with Retry-After)',
    content: { 'application/json': { schema: apiErrorSchema } },
  },
};

const zodToOpenApi = createJsonSchemaTransform({});
const namedSchemas = createJsonSchemaTransformObject({});

/**
 * Turns each route's zod schemas into the document's JSON Schemas, hides what `isDocumented` leaves out, and
 * adds what every route shares: its module's tag, the customer token where `requireCustomer` guards it and the
 * console token where the console's gate does (the guard itself, not a list, decides), and the `{ message, code }` body of every refusal and failure.
 */
const describeRoute: SwaggerTransform = ({ schema, url, route, ...document }) => {
  if (!isDocumented(url)) return { schema: { hide: true }, url };
  const gates: unknown[] = [route.preHandler].flat();
  const token = gates.includes(requireCustomer)
    ? CUSTOMER_TOKEN
    : gates.includes(requireStaff) || gates.includes(requireOwner)
      ? STAFF_TOKEN
      : null;
  const described = {
    ...schema,
    tags: [tagOf(url)],
    response: { ...(schema?.response as object | undefined), ...errorResponses },
    ...(token ? { security: [{ [token]: [] }] } : {}),
  };
  return zodToOpenApi({ schema: described, url, route, ...document });
};

/**
 * Adds the contract's named schemas (`.meta({ id })`, e.g. ApiError) as components, keeping only those the
 * operations use (each has an input and an output twin), and names each answer by its status rather than
 * `Default Response`.
 */
const finishDocument: SwaggerTransformObject = (document) => {
  const openapi = namedSchemas(document) as { paths?: object; components?: { schemas?: Record<string, unknown> } };
  const paths = JSON.stringify(openapi.paths ?? {});
  const schemas = openapi.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) {
    if (!paths.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  for (const operations of Object.values(openapi.paths ?? {}) as Array<Record<string, Operation>>) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === 'Default Response') response.description = STATUS_CODES[status] ?? status;
      }
    }
  }
  return openapi as ReturnType<SwaggerTransformObject>;
};

interface Operation {
  responses?: Record<string, { description?: string }>;
}

/** The options of `@fastify/swagger`: an OpenAPI 3.1 document generated from the routes as registered. */
export function openApiOptions(config: Pick<Config, 'publicUrl'>): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Haat API', version: serverPackage.version, description },
      ...(config.publicUrl ? { servers: [{ url: config.publicUrl }] } : {}),
      tags,
      components: {
        securitySchemes: {
          [CUSTOMER_TOKEN]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The `accessToken` of a sign-in or a renewal (15 minutes), bound to one store and one customer. ' +
              'Missing, expired, invalid or logged out: 403.',
          },
          [STAFF_TOKEN]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The `accessToken` of a console sign-in (a working day), bound to one store and one member of its ' +
              'staff. Missing, expired, invalid, logged out or the member removed: 401.',
          },
          [REFRESH_TOKEN]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The `refreshToken` of a sign-in or a renewal: spent on use, a new one comes back.',
          },
        },
      },
    },
    transform: describeRoute,
    transformObject: finishDocument,
  };
}
