import { useId, useState, type FormEvent } from 'react';
import { useT } from '#src/lib/i18n.tsx';

/** `/{storeId}`, or null when nothing usable was typed. */
export function storePath(storeId: string): string | null {
  const id = storeId.trim().replace(/^\/+|\/+$/g, '');
  return id ? `/${encodeURIComponent(id)}` : null;
}

/** A store-id box: Go opens that store (a full page load, since the app is mounted under the store's path). */
export function StoreIdForm({
  navigate = (path: string) => window.location.assign(path),
}: {
  navigate?: (path: string) => void;
}) {
  const t = useT();
  const inputId = useId();
  const [storeId, setStoreId] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = storePath(storeId);
    if (path) navigate(path);
  }

  return (
    <form className="store-id-form" onSubmit={submit}>
      <label htmlFor={inputId}>{t('store.storeId')}</label>
      <div className="store-id-form__row">
        <input
          id={inputId}
          className="input"
          name="storeId"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('store.storeIdExample')}
          value={storeId}
          onChange={(event) => setStoreId(event.target.value)}
          required
        />
        <button type="submit" className="button button--primary">
          {t('store.go')}
        </button>
      </div>
    </form>
  );
}
