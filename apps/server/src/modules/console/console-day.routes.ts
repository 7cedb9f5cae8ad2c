import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  deliverySheetPdfQuerySchema,
  deliverySheetQuerySchema,
  deliverySheetSchema,
} from '@haat/contract/console/console-deliveries.schemas';
import { consoleTodaySchema } from '@haat/contract/console/console-today.schemas';
import { consoleStoreParamsSchema } from '@haat/contract/console/staff.schemas';
import { addDays, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { findStoreCommerceSettings } from '#src/modules/stores/index.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import { storeNotFound } from '#src/result.ts';
import { readDeliverySheet } from './console-deliveries.service.ts';
import { readToday } from './console-today.service.ts';
import type { ConsoleRoutesOptions } from './console-orders.routes.ts';
import { renderDeliverySheetPdf } from './delivery-sheet-pdf.ts';
import { currentStaff, requireStaff } from './staff-auth.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

const pdfResponse = {
  200: {
    description: 'The delivery sheet as a PDF attachment',
    content: { 'application/pdf': { schema: z.string().meta({ contentMediaType: 'application/pdf' }) } },
  },
};

/** The shop's day, for any member: today at a glance, and a date's subscription deliveries (on screen and as a PDF). */
export const consoleDayRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, { db, clock }) => {
  // Tomorrow in India: the sheet is printed the evening before, or read at dawn for the day after.
  const tomorrow = () => addDays(indiaToday(clock()), 1);

  app.get(
    '/api/stores/:storeId/console/today',
    {
      schema: { params: consoleStoreParamsSchema, response: { 200: consoleTodaySchema, ...errors } },
      preHandler: requireStaff,
    },
    async (request) => readToday(db, currentStaff(request).storeId, clock()),
  );

  app.get(
    '/api/stores/:storeId/console/deliveries',
    {
      schema: {
        params: consoleStoreParamsSchema,
        querystring: deliverySheetQuerySchema,
        response: { 200: deliverySheetSchema, ...errors },
      },
      preHandler: requireStaff,
    },
    async (request) =>
      readDeliverySheet(db, currentStaff(request).storeId, request.query.date ?? tomorrow(), apiLocale(request)),
  );

  app.get(
    '/api/stores/:storeId/console/deliveries/pdf',
    {
      schema: { params: consoleStoreParamsSchema, querystring: deliverySheetPdfQuerySchema, response: pdfResponse },
      preHandler: requireStaff,
    },
    async (request, reply) => {
      const { storeId } = currentStaff(request);
      const locale = request.query.language ?? apiLocale(request);
      const date = request.query.date ?? tomorrow();
      const settings = await findStoreCommerceSettings(db, storeId);
      if (!settings) throw storeNotFound();
      const pdf = await renderDeliverySheetPdf(
        await readDeliverySheet(db, storeId, date, locale),
        settings.storeName,
        locale,
      );
      return sendPdf(reply, pdf, `deliveries-${date}-${locale}.pdf`);
    },
  );
};

const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
