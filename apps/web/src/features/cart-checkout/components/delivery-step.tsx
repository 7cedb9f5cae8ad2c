import '#src/ui/picker.css';
import { useState } from 'react';
import type { Address } from '@haat/contract/addresses/addresses.schemas';
import type { Checkout, PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { notify } from '#src/lib/notify.ts';
import { useT, useTextOf } from '#src/lib/i18n.tsx';
import { useAddAddress, useAddresses, AddressFormDialog } from '#src/features/addresses/index.ts';
import { useShopper } from '#src/lib/use-shopper.ts';
import { usePaymentConfig } from '#src/features/store/index.ts';
import { useWalletBalance } from '#src/features/wallet/index.ts';
import { AddressPicker } from '#src/ui/address-picker.tsx';
import { CheckoutBar } from '#src/features/cart-checkout/components/checkout-bar.tsx';
import { PaymentModePicker } from '#src/ui/payment-mode-picker.tsx';
import { PriceSummary } from '#src/features/cart-checkout/components/price-summary.tsx';
import {
  defaultPaymentMethod,
  paymentOptions,
  paymentProblem,
} from '#src/features/cart-checkout/lib/payment-choice.ts';

interface DeliveryStepProps {
  checkout: Checkout;
  saving: boolean;
  onContinue: (choice: { shippingAddress: Address; paymentMethod: PaymentMethod }) => void;
}

/**
 * Step 1: the delivery address (saved ones, or one added here — kept in the address book only when 'Save
 * address' is on) and the payment mode (spec §2, §4, §5).
 */
export function DeliveryStep({ checkout, saving, onContinue }: DeliveryStepProps) {
  const t = useT();
  const { customerId } = useShopper();
  const addresses = useAddresses(customerId);
  const addAddress = useAddAddress(customerId);
  const paymentConfig = usePaymentConfig();
  const options = paymentOptions(paymentConfig.data, t);
  const walletBalance = useWalletBalance(options.some((option) => option.method === WALLET_PAYMENT_METHOD));
  const [unsaved, setUnsaved] = useState<Address[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(checkout.paymentMethod);
  const [adding, setAdding] = useState(false);

  if (addresses.isPending || paymentConfig.isPending) return <FullScreenSpinner />;
  const saved = addresses.data?.addressList ?? [];
  const all = [...saved, ...unsaved];
  const selected = Math.min(picked ?? addresses.data?.defaultAddressIndex ?? 0, Math.max(all.length - 1, 0));
  const method =
    chosenMethod && options.some((option) => option.method === chosenMethod)
      ? chosenMethod
      : defaultPaymentMethod(paymentConfig.data);

  const shipping = { charge: checkout.shippingPrice, inFinalPrice: true };

  const addDeliveryAddress = async (address: Address, { save }: { save: boolean }) => {
    if (save) {
      const list = await addAddress.mutateAsync(address);
      setPicked(list.addressList.length - 1);
    } else {
      setUnsaved((current) => [...current, address]);
      setPicked(all.length);
    }
    setAdding(false);
  };

  const continueToReview = () => {
    const problem = paymentProblem(method, checkout.finalPrice, walletBalance);
    const shippingAddress = all[selected];
    if (problem || !method) return void notify.error(problem && t(problem));
    if (shippingAddress) onContinue({ shippingAddress, paymentMethod: method });
  };

  return (
    <div className="checkout-layout">
      <section className="checkout-main" aria-label={t('checkout.deliveryAndPayment')}>
        {addresses.isError ? (
          <AddressListError error={addresses.error} />
        ) : (
          <AddressPicker addresses={all} selected={selected} onSelect={setPicked} onAdd={() => setAdding(true)} />
        )}
        <PaymentModePicker
          options={options}
          selected={method}
          onSelect={setChosenMethod}
          walletBalance={walletBalance}
        />
      </section>
      <aside className="checkout-side">
        <PriceSummary title={t('cart.priceDetails')} totals={checkout} shipping={shipping} />
        <CheckoutBar totals={checkout} shipping={shipping}>
          {all.length > 0 ? (
            <button type="button" className="button button--primary" disabled={saving} onClick={continueToReview}>
              {t('checkout.continue')}
            </button>
          ) : (
            <p className="muted checkout-bar__hint">{t('checkout.addAddressToContinue')}</p>
          )}
        </CheckoutBar>
      </aside>
      <AddressFormDialog
        open={adding}
        title="Add Address"
        showSaveOption
        onClose={() => setAdding(false)}
        onSubmit={addDeliveryAddress}
      />
    </div>
  );
}

/** Spec §8: an address-list failure shows the error view in place of the address block. */
function AddressListError({ error }: { error: Error }) {
  const t = useT();
  const textOf = useTextOf();
  const status = error instanceof ApiRequestError ? error.status : 0;
  return (
    <div className="picker-error" role="alert">
      <strong>{status > 0 ? status : t('checkout.offline')}</strong>
      <p>{textOf(error.message)}</p>
    </div>
  );
}
