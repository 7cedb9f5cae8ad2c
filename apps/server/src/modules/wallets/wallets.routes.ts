import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, type ErrorCode } from '@haat/contract/common/errors';
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
import { refreshPayment } from '#src/modules/payments/index.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { HttpError } from '#src/plugins/error-handler.ts';
import type { PaymentGateways } from '#src/providers/payments/payment-gateways.ts';
import { getOwnWallet, listOwnWalletTransactions, rechargeWallet, type RechargeErrorCode } from './wallets.service.ts';

export interface WalletsRoutesOptions {
  db: Db;
  gateways: PaymentGateways;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const statusOf: Record<RechargeErrorCode, [number, ErrorCode]> = {
  NOT_FOUND: [404, 'NOT_FOUND'],
  BAD_REQUEST: [400, 'BAD_REQUEST'],
  NOT_SETTLED: [409, 'CONFLICT'],
};
const walletNotFound = () => new HttpError(404, 'NOT_FOUND', 'Wallet not found');

/** The wallet (spec §7): balance, history (newest first) and recharge. Own wallet only; another's is a 404. */
export const walletsRoutes: FastifyPluginAsyncZod<WalletsRoutesOptions> = async (app, { db, gateways }) => {
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
    async (request) => {
      const wallet = await getOwnWallet(db, currentCustomer(request), request.params.id);
      if (!wallet) throw walletNotFound();
      return wallet;
    },
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
    async (request) => {
      const page = await listOwnWalletTransactions(db, currentCustomer(request), request.params.id, request.query);
      if (!page) throw walletNotFound();
      return page;
    },
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
    async (request) => {
      const result = await rechargeWallet(
        { db, refreshPayment: (payment) => refreshPayment({ db, gateways, log: request.log }, payment) },
        currentCustomer(request),
        request.params.id,
        request.body,
      );
      if (!result.ok) {
        const [status, code] = statusOf[result.error.code];
        throw new HttpError(status, code, result.error.message);
      }
      return result.value;
    },
  );
};
