import type { AuditEntry } from '@haat/contract/console/console-audit.schemas';
import { staffRoles } from '@haat/contract/console/staff-roles.values';
import { orderStates } from '@haat/contract/content/order-states.values';
import { formatDateTime, formatRupees } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Translate } from '#src/lib/i18n.tsx';

// The audit log's fields as the server writes them (before → after), each with its name for the owner and
// the way its value reads. A field not named here is one the owner has no use for (a sign-in's session id).
const paymentStatuses = ['PENDING', 'PAID', 'FAILED', 'REFUNDED', 'CANCELLED'] as const;
const walletStatuses = ['PENDING', 'COMPLETED', 'REJECTED'] as const;
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

type Shown = (value: unknown, t: Translate, locale: Locale) => string;
const asText: Shown = (value) => String(value);
const asMoney: Shown = (value) => (typeof value === 'number' ? formatRupees(value) : String(value));
const asYesNo: Shown = (value, t) => t(value ? 'console.yes' : 'console.no');
const asMoment: Shown = (value, _t, locale) =>
  typeof value === 'string' ? formatDateTime(value, locale) : String(value);
const labelled =
  <T extends string>(values: readonly T[], label: (value: T, t: Translate) => string): Shown =>
  (value, t) =>
    oneOf(values, value) ? label(value, t) : String(value);

const fields = {
  sku: asText,
  sellingPrice: asMoney,
  mrp: asMoney,
  availableQuantity: asText,
  isVisible: asYesNo,
  status: labelled(walletStatuses, (value, t) => t(`console.walletStatus.${value}`)),
  amount: asMoney,
  hidden: asYesNo,
  mobile: asText,
  name: asText,
  role: labelled(staffRoles, (value, t) => t(`console.role.${value}`)),
  orderState: labelled(orderStates, (value, t) => t(`orders.state.${value}`)),
  paymentStatus: labelled(paymentStatuses, (value, t) => t(`orders.paymentStatus.${value}`)),
  acceptedAt: asMoment,
  packedAt: asMoment,
  reason: asText,
  cashCollected: asMoney,
} satisfies Record<string, Shown>;
type Field = keyof typeof fields;
const isField = (name: string): name is Field => name in fields;

/** Fields that say which thing was changed (a pack size's SKU): shown even when they did not move. */
const naming: readonly Field[] = ['sku'];

const show = (field: Field, value: unknown, t: Translate, locale: Locale) =>
  value === null || value === undefined ? '—' : fields[field](value, t, locale);

/**
 * What an action changed, in the owner's words: what names the thing (`SKU: ghee-1l`), then
 * `Price: ₹45.00 → ₹42.00` per field that moved; a new thing's fields as made, a removed one's as they were.
 */
export function auditChanges(
  { before, after }: Pick<AuditEntry, 'before' | 'after'>,
  t: Translate,
  locale: Locale,
): string[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(isField);
  const label = (field: Field) => t(`console.field.${field}`);
  const named = names
    .filter((field) => naming.includes(field))
    .map((field) => `${label(field)}: ${show(field, after?.[field] ?? before?.[field], t, locale)}`);
  const moved = names
    .filter((field) => !naming.includes(field) && before?.[field] !== after?.[field])
    .map((field) => {
      if (!before) return `${label(field)}: ${show(field, after?.[field], t, locale)}`;
      if (!after) return `${label(field)}: ${show(field, before[field], t, locale)}`;
      return `${label(field)}: ${show(field, before[field], t, locale)} → ${show(field, after[field], t, locale)}`;
    });
  return [...named, ...moved];
}
