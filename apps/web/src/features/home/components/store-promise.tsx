import { Link } from 'react-router';
import { telHref } from '#src/lib/contact-links.ts';
import { useT } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';

/** The last home section: the store's promise and how to reach it. */
export function StorePromise() {
  const t = useT();
  const { lookup, config } = useStore();
  const tel = telHref(config.callSupportNumber);
  return (
    <section className="store-promise" aria-labelledby="store-promise">
      <div className="container store-promise__inner">
        <div>
          <h2 id="store-promise">{t('home.promiseTitle', { store: lookup.store.name })}</h2>
          <p>{t('home.promiseText')}</p>
        </div>
        <div className="store-promise__actions">
          {tel ? (
            <a className="button" href={tel}>
              {t('home.call', { phone: config.callSupportNumber ?? '' })}
            </a>
          ) : null}
          <Link className="button button--primary" to="/category">
            {t('home.startShopping')}
          </Link>
        </div>
      </div>
    </section>
  );
}
