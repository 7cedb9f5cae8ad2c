import { ApiRequestError } from '#src/lib/api-client.ts';
import { notify } from '#src/lib/notify.ts';

/** An error toast with the server's own message (the cut-off, a pause limit), else `fallback`. */
export function notifyFailure(error: unknown, fallback: string): void {
  notify.error(error instanceof ApiRequestError ? error.message : fallback);
}
