import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUBSCRIPTION_REDIRECT_MS } from '@haat/contract/constants';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useT } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { useCreateSubscription, type NewSubscription } from '#src/features/subscriptions/index.ts';

/** Sends the subscription; on success confirms and goes to the account's list 0.8 s later (spec §4). */
export function useConfirmSubscription() {
  const t = useT();
  const create = useCreateSubscription();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = async (subscription: NewSubscription) => {
    try {
      await create.mutateAsync(subscription);
    } catch (error) {
      // The server runs the same rules: its message is one of the spec's.
      notify.error(error instanceof ApiRequestError ? error.message : t('subscriptions.createFailed'));
      return;
    }
    // The spec names no success text; a shopper waiting 0.8 s for the redirect should hear that it worked.
    notify.success(t('subscriptions.confirmed'));
    setConfirmed(true);
    timer.current = setTimeout(() => void navigate('/account/subscription'), SUBSCRIPTION_REDIRECT_MS);
  };

  return { confirm, busy: create.isPending || confirmed };
}
