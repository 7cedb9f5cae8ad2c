import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  cashRechargeDecisionSchema,
  cashRechargeParamsSchema,
  cashSummaryQuerySchema,
  cashSummarySchema,
  pendingCashRechargeListSchema,
} from '@haat/contract/console/console-cash.schemas';
import { consoleStoreParamsSchema } from '@haat/contract/console/staff.schemas';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { currentStaff, requireStaff } from './staff-auth.ts';
import { valueOrThrow } from '#src/result.ts';
import type { CashDecision } from '#src/modules/wallets/index.ts';
import { decidePendingCash, listPendingCash, summariseCash } from './console-cash.service.ts';
import type { ConsoleRoutesOptions } from './console-orders.routes.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Cash, for any member of the staff: recharges waiting for their cash, deciding them, and the day's cash. */
export const consoleCashRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/stores/:storeId/console/cash-recharges',
    {
      schema: { params: consoleStoreParamsSchema, response: { 200: pendingCashRechargeListSchema, ...errors } },
      preHandler: requireStaff,
    },
    async (request) => listPendingCash(db, currentStaff(request).storeId),
  );

  for (const [word, to] of [
    ['confirm', 'COMPLETED'],
    ['reject', 'REJECTED'],
  ] as Array<[string, CashDecision]>) {
    app.post(
      `/api/stores/:storeId/console/cash-recharges/:transactionId/${word}`,
      {
        schema: {
          params: cashRechargeParamsSchema,
          response: { 200: cashRechargeDecisionSchema, ...errors, 409: apiErrorSchema },
        },
        preHandler: requireStaff,
      },
      async (request) =>
        valueOrThrow(await decidePendingCash(db, currentStaff(request), request.params.transactionId, to)),
    );
  }

  app.get(
    '/api/stores/:storeId/console/cash-summary',
    {
      schema: {
        params: consoleStoreParamsSchema,
        querystring: cashSummaryQuerySchema,
        response: { 200: cashSummarySchema, ...errors },
      },
      preHandler: requireStaff,
    },
    async (request) => summariseCash(db, currentStaff(request).storeId, request.query.date ?? indiaToday(clock())),
  );
};
