import { z } from 'zod';
import { isEmailAddress, isPhoneNumber, isWebAddress } from './links.ts';

/** A social profile or website link: an absolute http(s) address. */
export const webAddressSchema = z.string().trim().max(2048).refine(isWebAddress, 'must be an http(s) address');

/** A support e-mail address. */
export const emailAddressSchema = z.string().trim().refine(isEmailAddress, 'must be an e-mail address');

/** A support phone number. */
export const phoneNumberSchema = z.string().trim().refine(isPhoneNumber, 'must be a phone number');
