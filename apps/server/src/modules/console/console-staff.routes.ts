import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import { auditPageSchema, auditQuerySchema } from '@haat/contract/console/console-audit.schemas';
import {
  addStaffBodySchema,
  consoleStoreParamsSchema,
  staffListSchema,
  staffMemberSchema,
  staffParamsSchema,
} from '@haat/contract/console/staff.schemas';
import { currentStaff, requireOwner } from './staff-auth.ts';
import { valueOrThrow } from '#src/result.ts';
import { readAuditLog } from './console-audit.service.ts';
import type { ConsoleRoutesOptions } from './console-orders.routes.ts';
import { addStaffMember, listStaffMembers, removeStaffMember } from './staff.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The owner's routes: the store's staff, and who did what. A STAFF member is answered 403. */
export const consoleStaffRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/stores/:storeId/console/staff',
    {
      schema: { params: consoleStoreParamsSchema, response: { 200: staffListSchema, ...errors } },
      preHandler: requireOwner,
    },
    async (request) => ({ staff: await listStaffMembers(db, currentStaff(request).storeId) }),
  );

  app.post(
    '/api/stores/:storeId/console/staff',
    {
      schema: {
        params: consoleStoreParamsSchema,
        body: addStaffBodySchema,
        response: { 200: staffMemberSchema, ...errors, 409: apiErrorSchema },
      },
      preHandler: requireOwner,
    },
    async (request) => valueOrThrow(await addStaffMember(db, currentStaff(request), request.body)),
  );

  app.delete(
    '/api/stores/:storeId/console/staff/:staffId',
    {
      schema: { params: staffParamsSchema, response: { 200: staffMemberSchema, ...errors } },
      preHandler: requireOwner,
    },
    async (request) =>
      valueOrThrow(await removeStaffMember(db, currentStaff(request), request.params.staffId, clock())),
  );

  app.get(
    '/api/stores/:storeId/console/audit',
    {
      schema: {
        params: consoleStoreParamsSchema,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
      preHandler: requireOwner,
    },
    async (request) => readAuditLog(db, currentStaff(request).storeId, request.query),
  );
};
