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
import { addressIndexOf } from '#src/features/cart-checkout/lib/checkout-restore.ts';
import { useUpdateCheckout } from '#src/features/cart-checkout/api/update-checkout.ts';

interface DeliveryStepProps {
  checkout: Checkout;
  saving: boolean;
  onContinue: (choice: { shippingAddress: Address; paymentMethod: PaymentMethod }) => void;
}

/**
 * Step 1: the delivery address (saved ones, or one added here — kept in the address book only when 'Save
 * address' is on) and the payment mode (spec §2, §4, §5). Each choice is saved into the checkout as it is
 * made, so a reload comes back to it (issue 39).
 */
export function DeliveryStep(props: DeliveryStepProps) {
  const { customerId } = useShopper();
  const addresses = useAddresses(customerId);
  const paymentConfig = usePaymentConfig();
  if (addresses.isPending || paymentConfig.isPending) return <FullScreenSpinner />;
  return <DeliveryChoices {...props} addresses={addresses} />;
}

function DeliveryChoices({
  checkout,
  saving,
  onContinue,
  addresses,
}: DeliveryStepProps & { addresses: ReturnType<typeof useAddresses> }) {
  const t = useT();
  const { customerId } = useShopper();
  const addAddress = useAddAddress(customerId);
  const saveChoice = useUpdateCheckout();
  const paymentConfig = usePaymentConfig();
  const options = paymentOptions(paymentConfig.data, t);
  const walletBalance = useWalletBalance(options.some((option) => option.method === WALLET_PAYMENT_METHOD));
  const saved = addresses.data?.addressList ?? [];
  // The address the checkout holds (after a reload): picked again; one added without saving is listed again.
  const restored = checkout.shippingAddress;
  const [unsaved, setUnsaved] = useState<Address[]>(() =>
    restored && addressIndexOf(saved, restored) < 0 ? [restored] : [],
  );
  const [picked, setPicked] = useState<number | null>(() => {
    const index = restored ? addressIndexOf([...saved, ...unsaved], restored) : -1;
    return index >= 0 ? index : null;
  });
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(checkout.paymentMethod);
  const [adding, setAdding] = useState(false);

  const all = [...saved, ...unsaved];
  const selected = Math.min(picked ?? addresses.data?.defaultAddressIndex ?? 0, Math.max(all.length - 1, 0));
  const method =
    chosenMethod && options.some((option) => option.method === chosenMethod)
      ? chosenMethod
      : defaultPaymentMethod(paymentConfig.data);

  const shipping = { charge: checkout.shippingPrice, inFinalPrice: true };

  // Saved as chosen; a failed save is not told here: Continue saves both again and says why it could not.
  const keep = (choice: { shippingAddress?: Address; paymentMethod?: PaymentMethod }) =>
    saveChoice.mutate({ checkoutId: checkout.id, ...choice }, { onError: () => undefined });

  const pickAddress = (index: number) => {
    setPicked(index);
    const address = all[index];
    if (address) keep({ shippingAddress: address });
  };

  const pickMethod = (next: PaymentMethod) => {
    setChosenMethod(next);
    keep({ paymentMethod: next });
  };

  const addDeliveryAddress = async (address: Address, { save }: { save: boolean }) => {
    if (save) {
      const list = await addAddress.mutateAsync(address);
      setPicked(list.addressList.length - 1);
    } else {
      setUnsaved((current) => [...current, address]);
      setPicked(all.length);
    }
    keep({ shippingAddress: address });
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
          <AddressPicker addresses={all} selected={selected} onSelect={pickAddress} onAdd={() => setAdding(true)} />
        )}
        <PaymentModePicker options={options} selected={method} onSelect={pickMethod} walletBalance={walletBalance} />
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
