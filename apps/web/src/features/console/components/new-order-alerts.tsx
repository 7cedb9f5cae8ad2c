import { useCallback, useSyncExternalStore } from 'react';
import { useT } from '#src/lib/i18n.tsx';
import { browserStorage } from '#src/lib/storage.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { useConsoleScope } from '#src/features/console/api/console-request.ts';

/** Where this browser keeps whether the member asked for notifications of new orders, per store. */
const alertsKey = (sessionKey: string) => `${sessionKey}:new-order-alerts`;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function alertsWanted(sessionKey: string): boolean {
  try {
    return browserStorage('local')?.getItem(alertsKey(sessionKey)) === 'on';
  } catch {
    return false;
  }
}

const permission = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** A short two-note chime, made by the browser: no sound file to download. */
export function playChime(): void {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    [880, 1320].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      const start = context.currentTime + index * 0.18;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.17);
    });
    setTimeout(() => void context.close(), 600);
  } catch {
    // A browser that refuses sound before the page was touched: the list still shows the order.
  }
}

/** What a new order does: a chime, and a notification when this member turned them on and the browser allows. */
export function useNewOrderAlert(): () => void {
  const t = useT();
  const { sessionKey } = useConsoleScope();
  const { lookup } = useStore();
  const storeName = lookup.store.name;
  return useCallback(() => {
    playChime();
    if (!alertsWanted(sessionKey) || permission() !== 'granted') return;
    try {
      new Notification(t('console.newOrderTitle', { store: storeName }), {
        body: t('console.newOrderBody'),
        tag: 'haat-new-order',
      });
    } catch {
      // Some mobile browsers allow notifications only from a service worker: the chime and the list remain.
    }
  }, [sessionKey, storeName, t]);
}

/** The member's switch for notifications of new orders on this device; asks the browser the first time. */
export function NewOrderAlertsToggle() {
  const t = useT();
  const { sessionKey } = useConsoleScope();
  const wanted = useSyncExternalStore(
    subscribe,
    () => alertsWanted(sessionKey),
    () => false,
  );
  const allowed = useSyncExternalStore(subscribe, permission, () => 'default' as const);
  if (allowed === 'unsupported') return null;
  const change = async (on: boolean) => {
    if (on && Notification.permission === 'default') await Notification.requestPermission();
    try {
      browserStorage('local')?.setItem(alertsKey(sessionKey), on ? 'on' : 'off');
    } catch {
      // Storage refused (private mode): the switch does not stick, nothing else breaks.
    }
    for (const listener of listeners) listener();
  };
  return (
    <div className="console-alerts">
      <label className="console-alerts__toggle">
        <input
          type="checkbox"
          checked={wanted && allowed === 'granted'}
          disabled={allowed === 'denied'}
          onChange={(event) => void change(event.target.checked)}
        />
        {t('console.alertsToggle')}
      </label>
      {allowed === 'denied' ? <p className="console-alerts__hint">{t('console.alertsBlocked')}</p> : null}
    </div>
  );
}
