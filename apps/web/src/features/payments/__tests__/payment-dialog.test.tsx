import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentDialog } from '#src/features/payments/components/payment-dialog.tsx';
import type { CheckoutView } from '#src/features/payments/hooks/use-provider-checkout.ts';
import type { ReactNode } from 'react';
import { LanguageProvider } from '#src/lib/i18n.tsx';
import { englishI18n } from '#src/testing/i18n.ts';

/** An English page around the component. */
const english = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <LanguageProvider i18n={englishI18n}>{children}</LanguageProvider>
  ),
};

const PAYMENT_URL = 'https://gateway.example/checkout/session-1';
const view: CheckoutView = {
  session: {
    id: '8b7a6f5e-4d3c-4b2a-9f8e-7d6c5b4a3f01',
    paymentSessionId: 's',
    paymentUrl: PAYMENT_URL,
    provider: 'CASHFREE',
  },
  phase: 'paying',
};

function post(data: unknown, origin: string) {
  const frame = screen.getByTitle('Payment page') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('PaymentDialog', () => {
  it("shows the provider's page and hears its finish only from the page's own origin", () => {
    const onProviderSignal = vi.fn();
    const onClose = vi.fn();
    render(<PaymentDialog view={view} onClose={onClose} onProviderSignal={onProviderSignal} />, english);
    expect(screen.getByRole('dialog', { name: 'Complete your payment' })).toBeTruthy();
    post({ source: 'haat-gateway-emulator', status: 'SUCCEEDED' }, 'https://evil.example');
    post({ source: 'someone-else', status: 'SUCCEEDED' }, 'https://gateway.example');
    expect(onProviderSignal).not.toHaveBeenCalled();
    post({ source: 'haat-gateway-emulator', status: 'SUCCEEDED' }, 'https://gateway.example');
    expect(onProviderSignal).toHaveBeenLastCalledWith('finished');
    post({ source: 'haat-gateway-emulator', status: 'ERROR' }, 'https://gateway.example');
    expect(onProviderSignal).toHaveBeenLastCalledWith('error');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says it is confirming the payment once the page is gone', () => {
    render(
      <PaymentDialog view={{ ...view, phase: 'confirming' }} onClose={vi.fn()} onProviderSignal={vi.fn()} />,
      english,
    );
    expect(screen.getByRole('status').textContent).toContain('Confirming your payment…');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
