import { useState } from 'react';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useT, useTextOf } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';
import { notify } from '#src/lib/notify.ts';
import { OtpStep, PhoneStep } from '#src/features/auth/index.ts';
import { useRequestStaffOtp, useVerifyStaffOtp } from '#src/features/console/api/staff-login.ts';

/**
 * Staff sign-in: phone, then code, as a shopper's login. The server answers a phone that is not on the staff
 * as it answers a wrong code (so nobody learns who works here), so a refused code says both, plainly.
 */
export function ConsoleLogin() {
  const { lookup } = useStore();
  const t = useT();
  const textOf = useTextOf();
  const [mobile, setMobile] = useState('');
  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const [refused, setRefused] = useState(false);
  const requestOtp = useRequestStaffOtp();
  const verifyOtp = useVerifyStaffOtp();

  const send = async (phone: string): Promise<boolean> => {
    try {
      await requestOtp.mutateAsync({ mobile: phone });
      return true;
    } catch (error) {
      notify.error(textOf(error instanceof ApiRequestError ? error.message : 'login.otpSendFailed'));
      return false;
    }
  };

  const verify = async (otp: string): Promise<boolean> => {
    try {
      await verifyOtp.mutateAsync({ mobile, otp });
      return false;
    } catch {
      setRefused(true);
      return true;
    }
  };

  return (
    <section className="login console-login">
      <div className="login__card">
        <p className="login__store-name">{lookup.store.name}</p>
        <h1 className="login__title">{t('console.signInTitle')}</h1>
        {refused ? (
          <div className="console-alert" role="alert">
            <p className="console-alert__title">{t('console.notStaffTitle')}</p>
            <p>{t('console.notStaffDetail', { store: lookup.store.name })}</p>
          </div>
        ) : null}
        {step === 'phone' ? (
          <PhoneStep
            defaultMobile={mobile}
            pending={requestOtp.isPending}
            onSubmit={(phone) => {
              setMobile(phone);
              setRefused(false);
              void send(phone).then((sent) => sent && setStep('otp'));
            }}
          />
        ) : (
          <OtpStep
            mobile={mobile}
            verifying={verifyOtp.isPending}
            resending={requestOtp.isPending}
            onVerify={verify}
            onResend={() => send(mobile)}
            onChangeNumber={() => {
              setRefused(false);
              setStep('phone');
            }}
          />
        )}
        <p className="login__notice">{t('console.signInNotice')}</p>
      </div>
    </section>
  );
}
