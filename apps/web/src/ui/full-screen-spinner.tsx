/** Loading anything (the store, a screen's code, a screen's data): one spinner that fills the screen's area. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="full-screen full-screen--spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
