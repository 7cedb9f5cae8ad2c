import '#src/features/stock-alerts/components/notify-me.css';
import { useLocation, useNavigate } from 'react-router';
import type { LoginReturnState } from '#src/lib/auth-session.ts';
import { useT } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { useShopper } from '#src/lib/use-shopper.ts';
import { useChangeStockAlert } from '#src/features/stock-alerts/api/change-stock-alert.ts';
import { useStockAlerts } from '#src/features/stock-alerts/api/get-stock-alerts.ts';

interface NotifyMeProps {
  productName: string;
  /** The out-of-stock pack size the request is for. */
  productVariantId: string;
}

/**
 * "Notify me" under an out-of-stock pack, where the store offers it. A guest is sent to log in and comes back
 * to this page; a signed-in shopper asks for one SMS when it is back, then sees that it is asked for, with a
 * way to cancel.
 */
export function NotifyMe(props: NotifyMeProps) {
  const { config } = useStore();
  const { isLoggedIn } = useShopper();
  if (!config.habits.notifyMe) return null;
  return isLoggedIn ? <ShopperNotifyMe {...props} /> : <GuestNotifyMe {...props} />;
}

function GuestNotifyMe({ productName }: NotifyMeProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const sendToLogin = () => {
    const state: LoginReturnState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    navigate('/login', { state });
  };
  return (
    <button
      type="button"
      className="button notify-me"
      aria-label={t('product.notifyMeLabel', { product: productName })}
      onClick={sendToLogin}
    >
      {t('product.notifyMe')}
    </button>
  );
}

function ShopperNotifyMe({ productName, productVariantId }: NotifyMeProps) {
  const t = useT();
  const alerts = useStockAlerts(true);
  const { request, cancel } = useChangeStockAlert();
  const requested = alerts.data?.alerts.some((alert) => alert.productVariantId === productVariantId) ?? false;
  const busy = request.isPending || cancel.isPending || alerts.isPending;
  const failed = (error: Error) => notify.error(error.message || t('product.notifyFailed'));
  if (requested) {
    return (
      <div className="notify-me notify-me--requested">
        <p role="status">{t('product.notifyRequested')}</p>
        <button
          type="button"
          className="text-link notify-me__cancel"
          aria-label={t('product.notifyCancelLabel', { product: productName })}
          disabled={busy}
          onClick={() => cancel.mutate(productVariantId, { onError: failed })}
        >
          {t('product.notifyCancel')}
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="button notify-me"
      aria-label={t('product.notifyMeLabel', { product: productName })}
      disabled={busy}
      onClick={() => request.mutate(productVariantId, { onError: failed })}
    >
      {t('product.notifyMe')}
    </button>
  );
}
