import type { OrderState } from '@haat/contract/content/content.schemas';
import { useT } from '#src/lib/i18n.tsx';

/** An order's state as the shop reads it: PLACED splits into new, accepted and packed (the shop's steps). */
export function OrderStateBadge({
  state,
  acceptedAt,
  packedAt,
}: {
  state: OrderState;
  acceptedAt: string | null;
  packedAt: string | null;
}) {
  const t = useT();
  const label =
    state === 'PLACED' && packedAt
      ? t('console.step.packed')
      : state === 'PLACED' && acceptedAt
        ? t('console.step.accepted')
        : state === 'PLACED'
          ? t('console.step.new')
          : t(`orders.state.${state}`);
  return <span className={`console-badge console-badge--${state.toLowerCase()}`}>{label}</span>;
}
