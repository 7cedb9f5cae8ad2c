import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** The store terms (spec §2); the policies issue renders its content. */
export default function TermsConditionsRoute() {
  return <PagePlaceholder title="Terms & Conditions" />;
}
