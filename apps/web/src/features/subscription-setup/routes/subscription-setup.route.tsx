import { useParams } from 'react-router';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { NotFound } from '#src/ui/not-found.tsx';
import { useProduct } from '#src/features/catalogue/index.ts';
import { NotSubscribable } from '#src/features/subscription-setup/components/not-subscribable.tsx';
import { SubscriptionSetup } from '#src/features/subscription-setup/components/subscription-setup.tsx';

/** /subscription/{productId}: set up recurring deliveries; a missing product is 'Not Found', any other error the error view. */
export default function SubscriptionSetupRoute() {
  const { productId = '' } = useParams();
  const { data, error, isPending } = useProduct(productId);
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return <NotFound />;
  if (error) throw error;
  if (isPending) return <FullScreenSpinner />;
  const variant = data.variants[0];
  return (
    <div className="page-section container">
      {data.isSubscribable && variant ? (
        <SubscriptionSetup key={data.id} product={data} variant={variant} />
      ) : (
        <NotSubscribable product={data} />
      )}
    </div>
  );
}
