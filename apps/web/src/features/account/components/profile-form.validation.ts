import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PHONE_DIGITS } from '@haat/contract/constants';
import type { MessageId } from '#src/lib/i18n.tsx';

/** The profile form's rules (spec §2); loaded when the form first validates (`lazyResolver`). */
const profileFormSchema = z.object({
  name: z
    .string()
    .trim()
    .max(100, 'profile.nameTooLong' satisfies MessageId),
  email: z.union([
    z.literal(''),
    z.email('profile.emailInvalid' satisfies MessageId).max(254, 'profile.emailTooLong' satisfies MessageId),
  ]),
  mobile: z
    .string()
    .min(1, 'profile.mobileRequired' satisfies MessageId)
    .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), 'profile.mobileInvalid' satisfies MessageId),
  gender: z.enum(['', 'MALE', 'FEMALE', 'OTHER']),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const resolver = zodResolver(profileFormSchema);
