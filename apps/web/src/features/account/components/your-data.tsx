import '#src/features/account/components/your-data.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { lazyDialog } from '#src/lib/lazy-dialog.tsx';
import { notify } from '#src/lib/notify.ts';
import { useT } from '#src/lib/i18n.tsx';
import { useGlobalState, useStore } from '#src/lib/store-context.tsx';
import { useDownloadPersonalData } from '#src/features/account/api/download-personal-data.ts';

// The deletion dialog (and the code boxes in it) loads once the shopper asks to delete.
const DeleteAccountDialog = lazyDialog(
  () =>
    import('#src/features/account/components/delete-account-dialog.tsx').then((module) => module.DeleteAccountDialog),
  (props) => props.open,
);

/**
 * The shopper's rights over their data (decision 029), below the profile: a copy of it as a file, and the
 * way to delete the account, with the privacy notice that says what is kept and why beside them.
 */
export function YourData() {
  const t = useT();
  const { lookup } = useStore();
  const customerId = useGlobalState((state) => state.user.userId);
  const download = useDownloadPersonalData(customerId);
  const [deleting, setDeleting] = useState(false);

  const downloadData = () => download.mutate(undefined, { onError: () => notify.error(t('privacy.downloadFailed')) });

  return (
    <section className="your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="your-data__title">
        {t('privacy.yourData')}
      </h2>
      <p className="your-data__intro">{t('privacy.yourDataIntro', { store: lookup.store.name })}</p>
      <div className="your-data__actions">
        <button
          type="button"
          className="button"
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={downloadData}
        >
          {download.isPending ? t('privacy.downloading') : t('privacy.download')}
        </button>
        <button type="button" className="button your-data__delete" onClick={() => setDeleting(true)}>
          {t('privacy.deleteAccount')}
        </button>
      </div>
      <p className="your-data__notice">
        <Link to="/privacy-notice">{t('privacy.noticeLink')}</Link>
      </p>
      <DeleteAccountDialog open={deleting} customerId={customerId} onClose={() => setDeleting(false)} />
    </section>
  );
}
