import { useParams } from 'react-router';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { NotFound } from '#src/ui/not-found.tsx';
import { useProduct } from '#src/features/catalogue/index.ts';
import { NeedsNetwork, waitsForNetwork } from '#src/features/offline/index.ts';
import { ProductDetail } from '#src/features/product/components/product-detail.tsx';
import '#src/features/product/components/product.css';

/**
 * /product/{id}: a product that does not exist (or is hidden) shows 'Not Found'; any other failure, a malformed
 * id (400) included, the full-screen error view with its status and message.
 */
export default function ProductRoute() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const { error } = product;
  if (error instanceof ApiRequestError && error.status === 404) return <NotFound />;
  if (error) throw error;
  if (waitsForNetwork(product)) return <NeedsNetwork />;
  if (product.isPending) return <FullScreenSpinner />;
  return <ProductDetail product={product.data} />;
}
