import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** Product detail (spec §2); the catalogue issue builds it. */
export default function ProductRoute() {
  return <PagePlaceholder title="Product details" />;
}
