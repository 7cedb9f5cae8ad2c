/**
 * Toasts without react-toastify on the first visit: the library (and its container, see app/providers.tsx)
 * loads in its own chunk after the page is usable. A toast raised before the container has mounted waits in
 * the library's queue and shows when it does.
 */
import type * as ReactToastify from 'react-toastify';

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | undefined;
export const loadToastify = (): Promise<Toastify> => (toastify ??= import('react-toastify'));

/** `null` (a rule that found nothing to say) shows nothing. */
export const notify = {
  success(message: string | null): void {
    if (message) void loadToastify().then(({ toast }) => toast.success(message));
  },
  error(message: string | null): void {
    if (message) void loadToastify().then(({ toast }) => toast.error(message));
  },
};
