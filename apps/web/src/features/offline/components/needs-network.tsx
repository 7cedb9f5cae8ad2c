import './offline.css';
import { Link, useLocation } from 'react-router';
import { useT } from '#src/lib/i18n.tsx';
import { needsNetworkText } from '#src/features/offline/lib/offline-rules.ts';

/**
 * What a screen with nothing to show offline says: the whole screen (a heading of its own), or `inline`, in
 * place of a list on a screen that has its heading.
 */
export default function NeedsNetwork({ inline = false }: { inline?: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  if (inline) {
    return (
      <div className="needs-network needs-network--inline" role="status">
        <p>{t('offline.notSaved')}</p>
        <p className="muted">{t('offline.backSoon')}</p>
      </div>
    );
  }
  return (
    <section className="page-section needs-network">
      <h1>{t('offline.title')}</h1>
      <p>{t(needsNetworkText(pathname))}</p>
      <p className="muted">{t('offline.backSoon')}</p>
      <Link className="button button--primary" to="/">
        {t('offline.browse')}
      </Link>
    </section>
  );
}
