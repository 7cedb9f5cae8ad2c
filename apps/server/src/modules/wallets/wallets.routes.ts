import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  rechargeWalletBodySchema,
  rechargeWalletResponseSchema,
  walletParamsSchema,
  walletQuerySchema,
  walletSchema,
  walletTransactionListSchema,
  walletTransactionsQuerySchema,
} from '@haat/contract/wallets/wallets.schemas';
import type { Db } from '#src/db/connect.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { valueOrThrow } from '#src/result.ts';
import {
  getOwnWallet,
  listOwnWalletTransactions,
  rechargeWallet,
  type CreditOnlineRecharge,
} from './wallets.service.ts';

export interface WalletsRoutesOptions {
  db: Db;
  /** Binds the payments module's `creditRechargePayment` to the request's log (app.ts). */
  creditOnlineRecharge(log: FastifyBaseLogger): CreditOnlineRecharge;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The wallet (spec §7): balance, history (newest first) and recharge. Own wallet only; another's is a 404. */
export const walletsRoutes: FastifyPluginAsyncZod<WalletsRoutesOptions> = async (app, { db, creditOnlineRecharge }) => {
  app.get(
    '/api/wallets/:id',
    {
      schema: {
        params: walletParamsSchema,
        querystring: walletQuerySchema,
        response: { 200: walletSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) => valueOrThrow(await getOwnWallet(db, currentCustomer(request), request.params.id)),
  );

  app.get(
    '/api/wallet-transactions/:id',
    {
      schema: {
        params: walletParamsSchema,
        querystring: walletTransactionsQuerySchema,
        response: { 200: walletTransactionListSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(await listOwnWalletTransactions(db, currentCustomer(request), request.params.id, request.query)),
  );

  app.post(
    '/api/wallets/:id/recharge',
    {
      schema: {
        params: walletParamsSchema,
        body: rechargeWalletBodySchema,
        response: { 200: rechargeWalletResponseSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(
        await rechargeWallet(
          { db, creditOnlineRecharge: creditOnlineRecharge(request.log) },
          currentCustomer(request),
          request.params.id,
          request.body,
        ),
      ),
  );
};
