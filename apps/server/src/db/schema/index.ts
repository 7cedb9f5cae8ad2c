export * from './stores.ts';
export * from './content.ts';
export * from './catalogue.ts';
