import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { mobileSchema, otpSchema } from '../identity/identity.schemas.ts';
import { staffRoles } from './staff-roles.values.ts';

export { staffRoles };

/**
 * The shop's own people (issue 37). An OWNER does everything in the console, managing staff and reading the
 * audit log included; STAFF work orders, cash and stock. Staff are not shoppers: they sign in to one store's
 * console with their phone and a one-time code and get a console token, which no shopper route accepts (and
 * a shopper's token opens no console route).
 */
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The console's routes all sit under the store they act on: `/api/stores/{storeId}/console/…`. */
export const consoleStoreParamsSchema = z.object({ storeId: idSchema });
export type ConsoleStoreParams = z.infer<typeof consoleStoreParamsSchema>;

/** A person's name as the owner types it: optional, trimmed, at most 100 characters. */
const staffNameSchema = z.string().trim().max(100, 'name exceeds maximum length');

export const staffMemberSchema = z.object({
  id: idSchema,
  mobile: z.string(),
  name: z.string().nullable(),
  role: staffRoleSchema,
  /** ISO date-time the member was added. */
  addedAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * `POST /api/stores/{storeId}/console/login/request-otp`: sends a code to a staff member's phone. The answer is
 * the same whether or not the phone belongs to the store's staff (a code is sent only when it does), so the
 * route cannot be used to find out who works at a shop.
 */
export const staffOtpRequestBodySchema = z.object({ mobile: mobileSchema });
export type StaffOtpRequestBody = z.infer<typeof staffOtpRequestBodySchema>;

/** `POST /api/stores/{storeId}/console/login/verify-otp`. */
export const staffOtpVerifyBodySchema = z.object({ mobile: mobileSchema, otp: otpSchema });
export type StaffOtpVerifyBody = z.infer<typeof staffOtpVerifyBodySchema>;

/**
 * A signed-in console session: an access token (a JWT for this store's console only, sent as
 * `Authorization: Bearer …`) valid until `accessTokenExpiresAt` (a working day), and who it speaks for. There
 * is no refresh token: a missing, expired, logged-out token or a removed member answers 401, and the console
 * asks for the phone and a code again.
 */
export const staffSessionSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiresAt: z.iso.datetime(),
  staff: staffMemberSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** `GET /api/stores/{storeId}/console/me`: the signed-in member and their store. */
export const consoleMeSchema = z.object({
  staff: staffMemberSchema,
  store: z.object({ id: idSchema, name: z.string(), friendlyId: z.string() }),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

/** `GET /api/stores/{storeId}/console/staff` (OWNER): the store's current staff, owners first. */
export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** `POST /api/stores/{storeId}/console/staff` (OWNER): adds a member; a phone already on the staff answers 409. */
export const addStaffBodySchema = z.object({
  mobile: mobileSchema,
  role: staffRoleSchema,
  name: staffNameSchema.optional(),
});
export type AddStaffBody = z.infer<typeof addStaffBodySchema>;

/**
 * `DELETE /api/stores/{storeId}/console/staff/{staffId}` (OWNER): removes a member and ends their sessions at
 * once. An owner cannot remove themselves, so a store always keeps an owner.
 */
export const staffParamsSchema = consoleStoreParamsSchema.extend({ staffId: idSchema });
export type StaffParams = z.infer<typeof staffParamsSchema>;
