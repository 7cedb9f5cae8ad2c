import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@haat/contract/common/ids';
import { fromPaise } from '@haat/contract/format';
import type { Db } from '#src/db/connect.ts';
import { valueOrThrow } from '#src/result.ts';
import { decideCashRecharge, type CashDecision } from './cash-recharge.service.ts';

/**
 * Development only (never registered in production): what `npm run cli -- wallet confirm-cash` and
 * `wallet reject-cash` do, over HTTP, because the CLI cannot open the embedded database while the server
 * holds it. Browser tests confirm cash recharges through these.
 */
export const devWalletRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const [path, to] of [
    ['/api/dev/wallet-transactions/:id/confirm-cash', 'COMPLETED'],
    ['/api/dev/wallet-transactions/:id/reject-cash', 'REJECTED'],
  ] as Array<[string, CashDecision]>) {
    app.post(path, { schema: { params: idParamsSchema } }, async (request) => {
      const line = valueOrThrow(await decideCashRecharge(db, request.params.id, to));
      return { id: line.id, status: line.status, amount: fromPaise(line.amountPaise), walletId: line.walletId };
    });
  }
};
