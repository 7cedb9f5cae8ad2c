import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useT } from '#src/lib/i18n.tsx';
import { FullScreenError } from '#src/ui/full-screen-error.tsx';

/**
 * What a shopper can be told about an error: the HTTP status and a message fit to show (a message id or a text
 * the server wrote in the page's language; the error view puts an id into words).
 */
export function describeError(error: unknown): { status: number; message: string } {
  if (error instanceof ApiRequestError) return { status: error.status, message: error.message };
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | undefined;
    return { status: error.status, message: typeof data?.message === 'string' ? data.message : error.statusText };
  }
  return { status: 500, message: 'common.tryAgain' };
}

/** The route errorElement: a data error anywhere in the tree shows the full-screen error view. */
export function RouteErrorView() {
  const t = useT();
  const { status, message } = describeError(useRouteError());
  return (
    <FullScreenError status={status} message={message}>
      <Link className="button button--primary" to="/" reloadDocument>
        {t('common.goHome')}
      </Link>
    </FullScreenError>
  );
}
