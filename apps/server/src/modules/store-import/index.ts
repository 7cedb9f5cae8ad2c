// The public surface of store-import: the operator's `store import` command. Other code imports only this file
// (eslint.config.js).
export { storeImportCommand } from './store-import.command.ts';
