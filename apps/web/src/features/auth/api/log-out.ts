import { api, lazySchema } from '#src/lib/api-client.ts';

const logoutBodySchema = lazySchema(() => import('@haat/contract/identity/identity.schemas'), 'logoutBodySchema');

/**
 * `POST /api/identity/logout` (decision 012): ends the session on the server, so neither the refresh token
 * nor the access tokens issued with it work again. Answers 204 whatever the token's state. `keepalive`
 * lets it finish while the page reloads.
 */
export function endSessionOnServer(refreshToken: string) {
  return api.post('/api/identity/logout', logoutBodySchema, { refreshToken }, undefined, {
    skipAuth: true,
    keepalive: true,
  });
}
