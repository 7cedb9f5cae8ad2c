import type { FastifyReply } from 'fastify';

declare const answers: unique symbol;

/**
 * The JSON text of an answer of type T, written by the database in the contract's exact shape (decision
 * 020): routes send it as it is, without parsing, converting, validating and serialising it again. The
 * contract tests check every such body against its schema.
 */
export type JsonBody<T> = string & { readonly [answers]: T };

/** The answer as a value, for the few callers that use it rather than send it (the storefront's HTML). */
export function parseJsonBody<T>(body: JsonBody<T>): T {
  return JSON.parse(body) as T;
}

/** Sends JSON text as it is: Fastify serialises only answers that are not strings already. */
export function sendJsonBody<T>(reply: FastifyReply, body: JsonBody<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
