import { useEffect } from 'react';

/** The WebOTP credential (not yet in TypeScript's DOM types). */
interface OtpCredential extends Credential {
  code: string;
}

/**
 * Where the browser has the WebOTP API (Chrome on Android), reads the code from the incoming SMS and hands
 * it over; elsewhere it does nothing. The request ends when the step goes away.
 */
export function useWebOtp(onCode: (code: string) => void, active: boolean) {
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return;
    const controller = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code) onCode(code);
      })
      .catch(() => {
        // Aborted, timed out or refused: the shopper types the code.
      });
    return () => controller.abort();
  }, [active, onCode]);
}
