import '#src/features/wallet/components/wallet.css';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { keepAmount } from '#src/lib/digits.ts';
import { filteredField } from '#src/lib/filtered-input.ts';
import { Modal, ModalActions } from '#src/ui/modal.tsx';
import { formatRupees } from '@haat/contract/format';
import { useT, type MessageId } from '#src/lib/i18n.tsx';
import {
  checkRechargeAmount,
  MAX_RECHARGE_RUPEES,
  rechargeOptionLabels,
  type RechargeOption,
} from '#src/features/wallet/lib/recharge-rules.ts';

export interface RechargeWalletDialogProps {
  open: boolean;
  options: RechargeOption[];
  /** Rupees to fill in (a subscription's wallet shortfall); empty when not given. */
  amount?: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (option: RechargeOption, amount: number) => void;
}

/** 'Recharge Wallet': Online (the default) or Cash on delivery, and the amount (spec §2, §5). */
export function RechargeWalletDialog({ open, ...rest }: RechargeWalletDialogProps) {
  const t = useT();
  return (
    <Modal open={open} title={t('wallet.recharge')} size="sm" onClose={rest.onClose}>
      <RechargeForm {...rest} />
    </Modal>
  );
}

interface RechargeForm {
  option: RechargeOption;
  amount: string;
}

function RechargeForm({
  options,
  amount: filledAmount,
  busy,
  onClose,
  onSubmit,
}: Omit<RechargeWalletDialogProps, 'open'>) {
  const t = useT();
  const id = useId();
  const { register, handleSubmit, formState, control } = useForm<RechargeForm>({
    defaultValues: { option: options[0] ?? 'ONLINE', amount: filledAmount ? filledAmount.toFixed(2) : '' },
  });
  const error = formState.errors.amount?.message;
  const cash = useWatch({ control, name: 'option' }) === 'COD';
  const amountField = filteredField(
    register('amount', {
      validate: (value) => {
        const checked = checkRechargeAmount(value);
        return checked.ok || checked.error;
      },
    }),
    keepAmount,
  );

  const submit = handleSubmit(({ option, amount }) => {
    const checked = checkRechargeAmount(amount);
    if (checked.ok) onSubmit(option, checked.amount);
  });

  return (
    <form className="recharge-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="recharge-form__options">
        <legend>{t('wallet.paymentOption')}</legend>
        {options.map((option) => (
          <label key={option} className="recharge-form__option">
            <input type="radio" value={option} {...register('option')} />
            {t(rechargeOptionLabels[option])}
          </label>
        ))}
      </fieldset>
      <div className="recharge-form__field">
        <label htmlFor={`${id}-amount`}>{t('wallet.amount')}</label>
        <div className="recharge-form__amount">
          <span aria-hidden="true">₹</span>
          <input
            id={`${id}-amount`}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...amountField}
          />
        </div>
        {error ? (
          <p id={`${id}-error`} className="recharge-form__error" role="alert">
            {t(error as MessageId, { max: formatRupees(MAX_RECHARGE_RUPEES) })}
          </p>
        ) : null}
      </div>
      {cash ? <p className="muted recharge-form__note">{t('wallet.cashNote')}</p> : null}
      <ModalActions onCancel={onClose}>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {t('wallet.rechargeButton')}
        </button>
      </ModalActions>
    </form>
  );
}
