import { useGlobalState, useUpdateGlobalState } from '#src/lib/store-context.tsx';
import { useT } from '#src/lib/i18n.tsx';
import { MoonIcon, SunIcon } from '#src/ui/icons.tsx';

/** Flips app state isDarkMode; the store runtime persists it and sets data-theme on <html>. */
export function DarkModeToggle() {
  const t = useT();
  const isDarkMode = useGlobalState((state) => state.app.isDarkMode);
  const update = useUpdateGlobalState();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('shell.toggleDarkMode')}
      aria-pressed={isDarkMode}
      onClick={() => update((state) => ({ ...state, app: { ...state.app, isDarkMode: !state.app.isDarkMode } }))}
    >
      {isDarkMode ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
