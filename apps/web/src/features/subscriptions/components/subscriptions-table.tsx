import '#src/features/subscriptions/components/subscriptions.css';
import { useState } from 'react';
import type { Subscription } from '@haat/contract/subscriptions/subscriptions.schemas';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useT } from '#src/lib/i18n.tsx';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { notify } from '#src/lib/notify.ts';
import { useDeleteSubscription } from '#src/features/subscriptions/api/delete-subscription.ts';
import { useSubscriptions } from '#src/features/subscriptions/api/get-subscriptions.ts';
import { useToggleSubscription } from '#src/features/subscriptions/api/update-subscription.ts';
import { DeleteSubscriptionDialog } from '#src/features/subscriptions/components/delete-subscription-dialog.tsx';
import { SubscriptionRow } from '#src/features/subscriptions/components/subscription-row.tsx';
import { UpdateSubscriptionDialog } from '#src/features/subscriptions/components/update-subscription-dialog.tsx';

/** The account's subscriptions: 8 a page, with the Status switch, edit and delete (spec §2 Account Subscription). */
export function SubscriptionsTable({ customerId }: { customerId: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Subscription | null>(null);
  const [deleting, setDeleting] = useState<Subscription | null>(null);
  const subscriptions = useSubscriptions(customerId, page);
  const toggle = useToggleSubscription();
  const { remove, isPending: removing } = useDeleteSubscription();

  if (subscriptions.isPending) return <FullScreenSpinner />;
  if (subscriptions.isError) throw subscriptions.error;
  const { subscriptions: list, totalPages } = subscriptions.data;
  // Deleting the last row of the last page leaves that page empty: show the one before.
  if (list.length === 0 && page > 1 && !subscriptions.isPlaceholderData) {
    setPage(Math.max(1, Math.min(page - 1, totalPages)));
    return null;
  }
  if (list.length === 0) return <p className="subscriptions-empty">{t('empty.subscriptions')}</p>;

  const toggleStatus = (subscription: Subscription) =>
    toggle.mutate(subscription, {
      onError: (error) =>
        notify.error(error instanceof ApiRequestError ? error.message : t('subscriptions.statusFailed')),
    });
  const confirmDelete = async () => {
    if (!deleting) return;
    await remove(deleting.id);
    setDeleting(null);
  };

  return (
    <>
      <div className="subscriptions-table-wrap">
        <table className="subscriptions-table">
          <thead>
            <tr>
              <th scope="col">{t('subscriptions.product')}</th>
              <th scope="col" className="subscriptions-table__weight">
                {t('subscriptions.weight')}
              </th>
              <th scope="col" className="subscriptions-table__price">
                {t('subscriptions.price')}
              </th>
              <th scope="col">{t('subscriptions.repeatsOn')}</th>
              <th scope="col">{t('subscriptions.endDate')}</th>
              <th scope="col">{t('subscriptions.status')}</th>
              <th scope="col">{t('subscriptions.action')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((subscription) => (
              <SubscriptionRow
                key={subscription.id}
                subscription={subscription}
                toggling={toggle.isPending && toggle.variables.id === subscription.id}
                onToggle={() => toggleStatus(subscription)}
                onEdit={() => setEditing(subscription)}
                onDelete={() => setDeleting(subscription)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label={t('subscriptions.pages')} />
      <UpdateSubscriptionDialog subscription={editing} onClose={() => setEditing(null)} />
      <DeleteSubscriptionDialog
        productName={deleting ? deleting.subscriptionItem.productName : null}
        busy={removing}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
