import { Link } from 'react-router';
import { messages } from '@haat/contract/messages';

/** Any path the route table does not know (spec §2). */
export function NotFound() {
  return (
    <section className="page-section not-found">
      <h1>{messages.empty.notFound}</h1>
      <p>We could not find the page you were looking for.</p>
      <Link className="button button--primary" to="/">
        Back to shop
      </Link>
    </section>
  );
}
