import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** Cart and checkout in three steps (spec §2); the cart issue builds it. */
export default function CartRoute() {
  return <PagePlaceholder title="Your Cart" />;
}
