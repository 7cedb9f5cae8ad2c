import '#src/features/auth/components/login.css';
import type { ClipboardEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PHONE_DIGITS, PHONE_PREFIX } from '@haat/contract/constants';
import { keepPhone } from '#src/lib/digits.ts';
import { keepAllowed } from '#src/lib/filtered-input.ts';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { useT, useTextOf } from '#src/lib/i18n.tsx';
import type { PhoneForm } from './phone-step.validation.ts';

const phoneResolver = lazyResolver<PhoneForm>(() => import('./phone-step.validation.ts'));

/** Spec §5: a paste goes through only when it is digits and nothing else (then cut to 10 by the rule). */
export function blockNonDigitPaste(event: ClipboardEvent<HTMLInputElement>): void {
  if (!/^\d+$/.test(event.clipboardData.getData('text'))) event.preventDefault();
}

interface PhoneStepProps {
  defaultMobile: string;
  pending: boolean;
  onSubmit(mobile: string): void;
}

/** The phone step: +91 and 10 digits; Send OTP waits for 10 digits and for the request in flight. */
export function PhoneStep({ defaultMobile, pending, onSubmit }: PhoneStepProps) {
  const { control, handleSubmit } = useForm<PhoneForm>({
    resolver: phoneResolver,
    mode: 'onTouched',
    defaultValues: { mobile: defaultMobile },
  });
  const mobile = useWatch({ control, name: 'mobile' });
  const t = useT();
  const textOf = useTextOf();
  return (
    <form className="login__form" noValidate onSubmit={handleSubmit((values) => onSubmit(values.mobile))}>
      <Controller
        control={control}
        name="mobile"
        render={({ field, fieldState }) => (
          <div className="login__field">
            <label htmlFor="login-phone">{t('login.phoneLabel')}</label>
            <div className="login__phone">
              <span className="login__prefix" aria-hidden="true">
                {PHONE_PREFIX}
              </span>
              <input
                {...field}
                id="login-phone"
                className="input"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={t('login.phonePlaceholder')}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? 'login-phone-error' : undefined}
                // Whatever arrives (keys, a paste, a drop, autofill), the box and the form keep its 10 digits.
                onChange={(event) => field.onChange(keepAllowed(event.target, keepPhone))}
                onPaste={blockNonDigitPaste}
              />
            </div>
            {fieldState.error ? (
              <p id="login-phone-error" className="login__error" role="alert">
                {textOf(fieldState.error.message ?? '')}
              </p>
            ) : null}
          </div>
        )}
      />
      <button
        type="submit"
        className="button button--primary login__submit"
        disabled={pending || mobile.length !== PHONE_DIGITS}
        aria-busy={pending || undefined}
      >
        {t('login.sendOtp')}
      </button>
    </form>
  );
}
