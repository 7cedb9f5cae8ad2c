// The public surface of identity: keys derived from the server secret. Other modules import only this file
// (eslint.config.js).
export { deriveServerKey } from './server-secret.ts';
