import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleCashRoutes } from './console-cash.routes.ts';
import { consoleCatalogueRoutes } from './console-catalogue.routes.ts';
import { consoleDayRoutes } from './console-day.routes.ts';
import { consoleEventsRoutes, type ConsoleEventsRoutesOptions } from './console-events.routes.ts';
import { consoleOrdersRoutes, type ConsoleRoutesOptions } from './console-orders.routes.ts';
import { consoleReviewsRoutes } from './console-reviews.routes.ts';
import { consoleStaffRoutes } from './console-staff.routes.ts';
import { staffLoginRoutes, type StaffLoginRoutesOptions } from './staff-login.routes.ts';

/**
 * The shop's console (issue 37, decision 036): every route under `/api/stores/{storeId}/console/`, behind the
 * staff gate (`requireStaff`, `requireOwner`) but for signing in.
 */
export const consoleRoutes: FastifyPluginAsyncZod<
  ConsoleRoutesOptions & StaffLoginRoutesOptions & ConsoleEventsRoutesOptions
> = async (app, options) => {
  await app.register(staffLoginRoutes, options);
  await app.register(consoleOrdersRoutes, options);
  await app.register(consoleEventsRoutes, options);
  await app.register(consoleCashRoutes, options);
  await app.register(consoleStaffRoutes, options);
  await app.register(consoleCatalogueRoutes, options);
  await app.register(consoleReviewsRoutes, options);
  await app.register(consoleDayRoutes, options);
};
