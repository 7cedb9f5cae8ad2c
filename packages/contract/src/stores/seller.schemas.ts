import { z } from 'zod';
import { emailAddressSchema, phoneNumberSchema } from '../common/link.schemas.ts';
import { gstStateCodes } from '../gst/gst-states.ts';
import { gstinProblem } from '../gst/gstin.ts';

/**
 * Who sells, as the law asks a shop to say it (decision 028): the footer shows it (Consumer Protection
 * (E-Commerce) Rules, 2020) and the tax invoice prints it (CGST rule 46).
 */
export const gstSchemes = ['REGULAR', 'COMPOSITION', 'UNREGISTERED'] as const;
export const gstSchemeSchema = z.enum(gstSchemes);
/** REGULAR issues tax invoices; COMPOSITION bills of supply (rule 49, no tax collected); UNREGISTERED receipts. */
export type GstScheme = z.infer<typeof gstSchemeSchema>;

export const gstStateCodeSchema = z.enum(gstStateCodes, 'must be a GST state code, e.g. 29 for Karnataka');

export const gstinSchema = z.string().superRefine((gstin, context) => {
  const problem = gstinProblem(gstin);
  if (problem) context.addIssue({ code: 'custom', message: `GSTIN ${gstin} ${problem}` });
});

/** A food business's FSSAI licence or registration number. */
export const fssaiLicenceSchema = z.string().regex(/^\d{14}$/, 'an FSSAI number is 14 digits');

const line = (max: number) => z.string().trim().min(1).max(max);

export const grievanceOfficerSchema = z.object({
  name: line(120),
  designation: line(120),
  phone: phoneNumberSchema,
  email: emailAddressSchema,
});

export const storeSellerSchema = z.object({
  /** The name the business is registered under (its GST registration, or its owner's name). */
  legalName: line(200),
  /** Its place of business: street, town and PIN code. */
  address: line(300),
  /** The state it is in: the place a delivery inside it is intra-state from. */
  stateCode: gstStateCodeSchema,
  gstScheme: gstSchemeSchema,
  gstin: gstinSchema.nullable(),
  fssaiLicence: fssaiLicenceSchema.nullable(),
  grievanceOfficer: grievanceOfficerSchema,
});
export type StoreSeller = z.infer<typeof storeSellerSchema>;

/** The seller as a shop writes it: a registered shop has a GSTIN from its own state, an unregistered one none. */
export const checkedStoreSellerSchema = storeSellerSchema.superRefine((seller, context) => {
  if (seller.gstScheme === 'UNREGISTERED') {
    if (seller.gstin)
      context.addIssue({ code: 'custom', path: ['gstin'], message: 'an unregistered shop has no GSTIN' });
  } else if (!seller.gstin) {
    context.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: `a ${seller.gstScheme} registration needs its GSTIN`,
    });
  } else if (!seller.gstin.startsWith(seller.stateCode)) {
    context.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: `GSTIN ${seller.gstin} is registered in state ${seller.gstin.slice(0, 2)}, not the shop's state ${seller.stateCode}`,
    });
  }
});
