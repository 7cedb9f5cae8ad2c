/** Query keys of the home page's own content: testimonials and FAQs. */
export const homeKeys = {
  all: (storeId: string) => ['home', storeId] as const,
  testimonials: (storeId: string) => [...homeKeys.all(storeId), 'testimonials'] as const,
  faqs: (storeId: string) => [...homeKeys.all(storeId), 'faqs'] as const,
};
