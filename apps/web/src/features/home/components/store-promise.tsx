import { Link } from 'react-router';
import { telHref } from '#src/lib/contact-links.ts';
import { useStore } from '#src/lib/store-context.tsx';

/** The last home section: the store's promise and how to reach it. */
export function StorePromise() {
  const { lookup, config } = useStore();
  const tel = telHref(config.callSupportNumber);
  return (
    <section className="store-promise" aria-labelledby="store-promise">
      <div className="container store-promise__inner">
        <div>
          <h2 id="store-promise">Fresh from {lookup.store.name}, to your door</h2>
          <p>Picked, packed and delivered with care. Questions about an order? We are a call away.</p>
        </div>
        <div className="store-promise__actions">
          {tel ? (
            <a className="button" href={tel}>
              Call {config.callSupportNumber}
            </a>
          ) : null}
          <Link className="button button--primary" to="/category">
            Start shopping
          </Link>
        </div>
      </div>
    </section>
  );
}
