import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PHONE_DIGITS } from '@haat/contract/constants';
import type { MessageId } from '#src/lib/i18n.tsx';

/** Spec §5: required, exactly 10 digits. Loaded when the form first validates (`lazyResolver`). */
const phoneFormSchema = z.object({
  mobile: z
    .string()
    .min(1, 'login.phoneRequired' satisfies MessageId)
    .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), 'login.phoneDigits' satisfies MessageId),
});
export type PhoneForm = z.infer<typeof phoneFormSchema>;

export const resolver = zodResolver(phoneFormSchema);
