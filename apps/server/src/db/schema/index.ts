export * from './stores.ts';
export * from './content.ts';
export * from './catalogue.ts';
export * from './identity.ts';
export * from './commerce.ts';
export * from './addresses.ts';
export * from './payments.ts';
export * from './subscriptions.ts';
