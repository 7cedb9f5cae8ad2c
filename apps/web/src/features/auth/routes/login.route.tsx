import '#src/features/auth/components/login.css';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { RichMessage, useT, useTextOf, type MessageId } from '#src/lib/i18n.tsx';
import { pendingCartAddFrom, returnPathFrom } from '#src/lib/auth-session.ts';
import { useIsLoggedIn, useStore } from '#src/lib/store-context.tsx';
import { notify } from '#src/lib/notify.ts';
import { useRequestOtp } from '#src/features/auth/api/request-otp.ts';
import { OtpStep } from '#src/features/auth/components/otp-step.tsx';
import { PhoneStep } from '#src/features/auth/components/phone-step.tsx';
import { useLogIn } from '#src/features/auth/hooks/use-log-in.ts';

/** The server's reason when it gave one (too soon, too many), else the spec's text (§8). */
function sendFailureMessage(error: unknown): string | MessageId {
  return error instanceof ApiRequestError && error.status >= 400 && error.message
    ? error.message
    : 'login.otpSendFailed';
}

function LoginBrand() {
  const { lookup, config } = useStore();
  const logo = config.logoPath ?? lookup.store.logoPath ?? lookup.logoPath;
  return logo ? (
    <img className="login__logo" src={logo} alt={lookup.store.name} width="72" height="72" />
  ) : (
    <p className="login__store-name">{lookup.store.name}</p>
  );
}

/** Login (spec §2, §4): phone step, then the OTP step; once logged in, back to the guard's place or '/'. */
export default function LoginRoute() {
  const { lookup } = useStore();
  const location = useLocation();
  const isLoggedIn = useIsLoggedIn();
  const [mobile, setMobile] = useState('');
  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const requestOtp = useRequestOtp();
  const logIn = useLogIn();
  const t = useT();
  const textOf = useTextOf();

  const pendingCartAdd = pendingCartAddFrom(location.state);
  // Back where the shopper was, with the Add to Cart that brought them here still to finish (issue 39).
  if (isLoggedIn) {
    return <Navigate to={returnPathFrom(location.state)} replace state={pendingCartAdd ? { pendingCartAdd } : null} />;
  }

  const send = async (phone: string): Promise<boolean> => {
    try {
      await requestOtp.mutateAsync({ orgName: lookup.name, mobile: phone });
      return true;
    } catch (error) {
      notify.error(textOf(sendFailureMessage(error)));
      return false;
    }
  };

  const sendFromPhoneStep = async (phone: string) => {
    setMobile(phone);
    if (await send(phone)) setStep('otp');
  };

  const verify = async (otp: string): Promise<boolean> => {
    try {
      await logIn.mutateAsync({ mobile, otp });
      return false;
    } catch {
      notify.error(t('login.invalidOtp'));
      return true;
    }
  };

  return (
    <section className="login page-section">
      <div className="login__card">
        <LoginBrand />
        <h1 className="login__title">{t('login.title')}</h1>
        {pendingCartAdd?.productName ? (
          <p className="login__pending">{t('login.toAddToCart', { product: pendingCartAdd.productName })}</p>
        ) : null}
        {step === 'phone' ? (
          <PhoneStep
            defaultMobile={mobile}
            pending={requestOtp.isPending}
            onSubmit={(phone) => void sendFromPhoneStep(phone)}
          />
        ) : (
          <OtpStep
            mobile={mobile}
            verifying={logIn.isPending}
            resending={requestOtp.isPending}
            onVerify={verify}
            onResend={() => send(mobile)}
            onChangeNumber={() => setStep('phone')}
          />
        )}
        <p className="login__notice">
          <RichMessage
            id="login.notice"
            components={{ 0: <Link to="/termsconditions" />, 1: <Link to="/privacypolicy" /> }}
          />
        </p>
      </div>
    </section>
  );
}
