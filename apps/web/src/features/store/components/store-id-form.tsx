import { useId, useState, type FormEvent } from 'react';

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
  const inputId = useId();
  const [storeId, setStoreId] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = storePath(storeId);
    if (path) navigate(path);
  }

  return (
    <form className="store-id-form" onSubmit={submit}>
      <label htmlFor={inputId}>Store id</label>
      <div className="store-id-form__row">
        <input
          id={inputId}
          className="input"
          name="storeId"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="e.g. demo"
          value={storeId}
          onChange={(event) => setStoreId(event.target.value)}
          required
        />
        <button type="submit" className="button button--primary">
          Go
        </button>
      </div>
    </form>
  );
}
