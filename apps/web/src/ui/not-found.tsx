import { Link } from 'react-router';
import { useT } from '#src/lib/i18n.tsx';

/** Any path the route table does not know (spec §2). */
export function NotFound() {
  const t = useT();
  return (
    <section className="page-section not-found">
      <h1>{t('empty.notFound')}</h1>
      <p>{t('ui.notFoundText')}</p>
      <Link className="button button--primary" to="/">
        {t('ui.backToShop')}
      </Link>
    </section>
  );
}
