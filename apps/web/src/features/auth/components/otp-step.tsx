import { useCallback, useState, type FormEvent } from 'react';
import { OTP_DIGITS, OTP_RESEND_SECONDS, PHONE_PREFIX } from '@haat/contract/constants';
import { emptyOtp, fillDigits, OtpBoxes } from '#src/features/auth/components/otp-boxes.tsx';
import { useCountdown } from '#src/features/auth/hooks/use-countdown.ts';
import { useWebOtp } from '#src/features/auth/hooks/use-web-otp.ts';
import { RichMessage, useT } from '#src/lib/i18n.tsx';

interface OtpStepProps {
  mobile: string;
  verifying: boolean;
  resending: boolean;
  /** Resolves true when the code was wrong, so the boxes empty for another try. */
  onVerify(otp: string): Promise<boolean>;
  /** Resolves true when a new code was sent. */
  onResend(): Promise<boolean>;
  onChangeNumber(): void;
}

const formatSeconds = (seconds: number) => `0:${String(seconds).padStart(2, '0')}`;

/** The OTP step: 6 boxes that verify as soon as they are full, the 59-second countdown, then Resend OTP. */
export function OtpStep({ mobile, verifying, resending, onVerify, onResend, onChangeNumber }: OtpStepProps) {
  const t = useT();
  const [digits, setDigits] = useState(emptyOtp);
  const { remaining, restart } = useCountdown(OTP_RESEND_SECONDS);

  const submit = useCallback(
    async (code: string[]) => {
      if (code.some((digit) => digit === '')) return;
      const rejected = await onVerify(code.join(''));
      if (rejected) {
        setDigits(emptyOtp());
        document.getElementById('otp-digit-1')?.focus();
      }
    },
    [onVerify],
  );

  const change = (next: string[]) => {
    setDigits(next);
    if (!verifying && next.every((digit) => digit !== '')) void submit(next);
  };

  const fromSms = useCallback((code: string) => void submit(fillDigits(emptyOtp(), 0, code).digits), [submit]);
  useWebOtp(fromSms, true);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(digits);
  };

  const resend = async () => {
    if (await onResend()) {
      setDigits(emptyOtp());
      restart();
    }
  };

  return (
    <form className="login__form" noValidate onSubmit={onSubmit}>
      <p className="login__sent-to">
        <RichMessage
          id="login.codeSentTo"
          values={{ digits: OTP_DIGITS, phone: `${PHONE_PREFIX} ${mobile}` }}
          components={{ 0: <strong /> }}
        />{' '}
        <button type="button" className="login__link-button" onClick={onChangeNumber}>
          {t('login.changeNumber')}
        </button>
      </p>
      <OtpBoxes digits={digits} onChange={change} disabled={verifying} />
      <button
        type="submit"
        className="button button--primary login__submit"
        disabled={verifying || digits.some((digit) => digit === '')}
        aria-busy={verifying || undefined}
      >
        {t('login.verifyOtp')}
      </button>
      <p className="login__resend" aria-live="polite">
        {remaining > 0 ? (
          <span>{t('login.resendIn', { time: formatSeconds(remaining) })}</span>
        ) : (
          <button type="button" className="login__link-button" disabled={resending} onClick={() => void resend()}>
            {t('login.resendOtp')}
          </button>
        )}
      </p>
    </form>
  );
}
