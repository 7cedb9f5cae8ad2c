import { useT } from '#src/lib/i18n.tsx';

interface StatusSwitchProps {
  active: boolean;
  /** Names the subscription: 'Milk 500 ml'. */
  label: string;
  busy: boolean;
  onToggle: () => void;
}

/** The Status column: a switch that asks the server first; it moves when the answer comes (spec §4). */
export function StatusSwitch({ active, label, busy, onToggle }: StatusSwitchProps) {
  const t = useT();
  return (
    <label className="status-switch">
      <input
        type="checkbox"
        role="switch"
        className="status-switch__input"
        checked={active}
        disabled={busy}
        aria-busy={busy}
        onChange={onToggle}
      />
      <span className="status-switch__track" aria-hidden="true" />
      <span className="visually-hidden">{t('subscriptions.activeFor', { name: label })}</span>
      <span className="status-switch__text" aria-hidden="true">
        {t(active ? 'subscriptions.active' : 'subscriptions.paused')}
      </span>
    </label>
  );
}
