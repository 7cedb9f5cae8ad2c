/**
 * Toasts without react-toastify on the first visit: the library (and its container, see app/providers.tsx)
 * loads in its own chunk after the page is usable. A toast raised before the container has mounted waits in
 * the library's queue and shows when it does.
 */
import type * as ReactToastify from 'react-toastify';

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | undefined;
export const loadToastify = (): Promise<Toastify> => (toastify ??= import('react-toastify'));

/**
 * A toast per message, not per event: the same words while they are still on screen (each tap of a quantity
 * stepper's +) raise no second toast, so a few quick taps never stack toasts over the header. The toast's id
 * is its words. `null` (a rule that found nothing to say) shows nothing.
 */
function show(kind: 'success' | 'error', message: string | null): void {
  if (message) void loadToastify().then(({ toast }) => toast[kind](message, { toastId: `${kind}:${message}` }));
}

export const notify = {
  success: (message: string | null): void => show('success', message),
  error: (message: string | null): void => show('error', message),
};
