import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Address } from '@haat/contract/addresses/addresses.schemas';
import { addressFieldLabels, addressTypeLabels } from '@haat/contract/addresses/addresses.values';
import { PIN_DIGITS } from '@haat/contract/constants';
import { addressTypes } from '@haat/contract/content/content.values';
import { keepDigits, keepPhone } from '#src/lib/digits.ts';
import { filteredField, type InputRule } from '#src/lib/filtered-input.ts';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { AddressField } from '#src/features/addresses/components/address-field.tsx';
import { toAddressFormValues, type AddressFormValues } from '#src/features/addresses/components/address-form-values.ts';
import { usePincodeAutofill } from '#src/features/addresses/hooks/use-pincode-autofill.ts';
import { ModalActions } from '#src/ui/modal.tsx';
import { useT, useTextOf } from '#src/lib/i18n.tsx';

export interface AddressFormProps {
  initial?: Address;
  showSaveOption?: boolean;
  onCancel: () => void;
  /** A rejection keeps the form open and shows its message above the buttons. */
  onSubmit: (address: Address, options: { save: boolean }) => void | Promise<void>;
}

const addressResolver = lazyResolver<AddressFormValues, unknown, Address>(() => import('./address-form.validation.ts'));

const PLACE_FIELDS = ['city', 'state', 'country'] as const;
const keepPin = (value: string) => keepDigits(value, PIN_DIGITS);

/** The address form of spec §5, validated by the contract's schema so its messages are the server's too. */
export function AddressForm({ initial, showSaveOption = false, onCancel, onSubmit }: AddressFormProps) {
  const t = useT();
  const textOf = useTextOf();
  const labels = (field: keyof typeof addressFieldLabels) => t(addressFieldLabels[field]);
  const form = useForm<AddressFormValues, unknown, Address>({
    resolver: addressResolver,
    defaultValues: toAddressFormValues(initial),
  });
  const { register, handleSubmit, setValue, setError, formState } = form;
  const { errors, isSubmitting, isSubmitted } = formState;
  const [save, setSave] = useState(true);
  const typeErrorId = useId();
  const pincode = usePincodeAutofill((place) => {
    for (const field of PLACE_FIELDS) setValue(field, place[field], { shouldValidate: isSubmitted, shouldDirty: true });
  });

  // Non-digits never reach the field: the box keeps to its rule before the form reads it.
  const digitsOnly = (name: 'mobile' | 'pin', rule: InputRule, afterChange?: (digits: string) => void) => ({
    ...filteredField(register(name), rule, afterChange),
    type: 'text',
    inputMode: 'numeric' as const,
  });

  const submit = handleSubmit(async (address) => {
    try {
      await onSubmit(address, { save });
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : 'address.saveFailed' });
    }
  });

  const message = (name: Exclude<keyof typeof errors, 'root'>) => errors[name]?.message;

  return (
    <form className="address-form" noValidate onSubmit={submit}>
      <div className="address-form__grid">
        <AddressField
          label={labels('name')}
          error={message('name')}
          inputProps={{ ...register('name'), autoComplete: 'name' }}
        />
        <AddressField
          label={labels('mobile')}
          error={message('mobile')}
          inputProps={{ ...digitsOnly('mobile', keepPhone), autoComplete: 'tel-national' }}
        />
        <AddressField
          label={labels('email')}
          optional
          className="address-form__field--wide"
          error={message('email')}
          inputProps={{ ...register('email'), type: 'email', autoComplete: 'email' }}
        />
        <AddressField
          label={labels('address')}
          multiline
          className="address-form__field--wide"
          error={message('address')}
          inputProps={{ ...register('address'), autoComplete: 'street-address' }}
        />
        <AddressField
          label={labels('landmark')}
          optional
          error={message('landmark')}
          inputProps={register('landmark')}
        />
        <AddressField
          label={labels('pin')}
          className="address-form__field--half"
          error={message('pin')}
          inputProps={{
            ...digitsOnly('pin', keepPin, (pin) => void pincode.lookUp(pin)),
            autoComplete: 'postal-code',
          }}
        />
        {PLACE_FIELDS.map((field) => (
          <AddressField
            key={field}
            label={labels(field)}
            className="address-form__field--half"
            error={message(field)}
            inputProps={register(field)}
          />
        ))}
      </div>
      <p className="address-form__status muted" aria-live="polite">
        {pincode.status === 'looking' ? t('address.lookingUpPin') : null}
        {pincode.status === 'not-found' ? t('address.pinNotFound') : null}
      </p>
      <fieldset className="address-form__types" aria-describedby={errors.addressType ? typeErrorId : undefined}>
        <legend className="address-form__label">{labels('addressType')}</legend>
        <div className="address-form__type-options">
          {addressTypes.map((type) => (
            <label key={type} className="address-form__type">
              <input type="radio" value={type} {...register('addressType')} />
              <span>{t(addressTypeLabels[type])}</span>
            </label>
          ))}
        </div>
        {errors.addressType?.message ? (
          <p id={typeErrorId} className="address-form__error">
            {textOf(errors.addressType.message)}
          </p>
        ) : null}
      </fieldset>
      {showSaveOption ? (
        <label className="address-form__save">
          <input type="checkbox" role="switch" checked={save} onChange={(event) => setSave(event.target.checked)} />
          <span>{t('address.saveAddress')}</span>
        </label>
      ) : null}
      {errors.root?.message ? (
        <p className="address-form__error" role="alert">
          {textOf(errors.root.message)}
        </p>
      ) : null}
      <ModalActions onCancel={onCancel}>
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('address.saving') : t('address.save')}
        </button>
      </ModalActions>
    </form>
  );
}
