/** Query keys of the policy pages. */
export const policiesKeys = {
  all: (storeId: string) => ['policies', storeId] as const,
};
