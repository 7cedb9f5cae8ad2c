/**
 * The phone the demo seed puts on every demo store's staff as its OWNER, outside production only, so a
 * developer can open a demo store's console (`/demo/console`) at once: sign in with it, the code is in the
 * development outbox. Never in production: there the first owner comes from `npm run cli -- staff add`.
 */
export const DEMO_OWNER_MOBILE = '9000000001';
