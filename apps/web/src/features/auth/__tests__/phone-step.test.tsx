import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneStep } from '#src/features/auth/components/phone-step.tsx';
import type { ReactNode } from 'react';
import { LanguageProvider } from '#src/lib/i18n.tsx';
import { englishI18n } from '#src/testing/i18n.ts';

/** An English page around the component. */
const english = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <LanguageProvider i18n={englishI18n}>{children}</LanguageProvider>
  ),
};

function renderPhoneStep(pending = false) {
  const onSubmit = vi.fn();
  const view = render(<PhoneStep defaultMobile="" pending={pending} onSubmit={onSubmit} />, english);
  return { ...view, onSubmit, input: screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement };
}

describe('PhoneStep (spec §5 phone rules)', () => {
  it('shows the +91 prefix, strips non-digits while typing and stops at 10 digits', () => {
    const { input } = renderPhoneStep();
    expect(screen.getByText('+91')).toBeTruthy();
    fireEvent.change(input, { target: { value: '98a7-6 5' } });
    expect(input.value).toBe('98765');
    fireEvent.change(input, { target: { value: '98765a' } });
    expect(input.value).toBe('98765');
    fireEvent.change(input, { target: { value: '98765432109' } });
    expect(input.value).toBe('9876543210');
  });

  it('keeps Send OTP disabled until there are 10 digits, then sends the number', async () => {
    const { input, onSubmit } = renderPhoneStep();
    const send = screen.getByRole('button', { name: 'Send OTP' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '987654321' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '9876543210' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('9876543210'));
  });

  it('keeps Send OTP disabled while a request is pending', () => {
    const onSubmit = vi.fn();
    render(<PhoneStep defaultMobile="9876543210" pending onSubmit={onSubmit} />, english);
    expect((screen.getByRole('button', { name: 'Send OTP' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'Phone number is required' and 'Phone number must be 10 digits' once the box is left", async () => {
    const { input } = renderPhoneStep();
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    fireEvent.change(input, { target: { value: '98765' } });
    expect(await screen.findByText('Phone number must be 10 digits')).toBeTruthy();
  });

  it('blocks a paste that is not only digits (spec §5), and lets a digits-only one through', () => {
    const { input } = renderPhoneStep();
    const pasteOf = (text: string) => {
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.assign(event, { clipboardData: { getData: () => text } });
      input.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(pasteOf('+91 98765 43210')).toBe(true);
    expect(pasteOf('98x7650001')).toBe(true);
    expect(pasteOf('9876543210')).toBe(false);
  });

  it('keeps the 10 digits of a number autofilled with its country code, with no cut before the rest goes', async () => {
    const { input, onSubmit } = renderPhoneStep();
    // No maxLength: the browser would cut the paste to 10 characters before the box could strip it.
    expect(input.hasAttribute('maxlength')).toBe(false);
    fireEvent.change(input, { target: { value: '+91 98765 43210' } });
    expect(input.value).toBe('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('9876543210'));
  });
});
