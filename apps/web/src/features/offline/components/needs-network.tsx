import './offline.css';
import { Link } from 'react-router';
import { useT } from '#src/lib/i18n.tsx';
import { needsNetworkText } from '#src/features/offline/lib/offline-rules.ts';

/** What a signed-in screen opened offline shows instead of its data. */
export default function NeedsNetwork({ appPath }: { appPath: string }) {
  const t = useT();
  return (
    <section className="page-section needs-network">
      <h1>{t('offline.title')}</h1>
      <p>{t(needsNetworkText(appPath))}</p>
      <p className="muted">{t('offline.backSoon')}</p>
      <Link className="button button--primary" to="/">
        {t('offline.browse')}
      </Link>
    </section>
  );
}
