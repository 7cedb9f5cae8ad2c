import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver loaded when the form first validates, not with its page: the module that
 * `load` imports holds the form's zod schema, so zod stays off a first visit (decision 025) and arrives
 * while the shopper is typing, once.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown, Transformed = Values>(
  load: () => Promise<{ resolver: Resolver<Values, Context, Transformed> }>,
): Resolver<Values, Context, Transformed> {
  let loaded: Promise<Resolver<Values, Context, Transformed>> | undefined;
  return async (values, context, options) => {
    loaded ??= load().then((module) => module.resolver);
    return (await loaded)(values, context, options);
  };
}
