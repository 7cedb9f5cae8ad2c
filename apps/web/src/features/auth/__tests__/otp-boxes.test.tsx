import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyOtp, OtpBoxes } from '#src/features/auth/components/otp-boxes.tsx';
import type { ReactNode } from 'react';
import { LanguageProvider } from '#src/lib/i18n.tsx';
import { englishI18n } from '#src/testing/i18n.ts';

/** An English page around the component. */
const english = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <LanguageProvider i18n={englishI18n}>{children}</LanguageProvider>
  ),
};

function Harness() {
  const [digits, setDigits] = useState(emptyOtp);
  return <OtpBoxes digits={digits} onChange={setDigits} />;
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` }) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');

function paste(input: HTMLInputElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.assign(event, { clipboardData: { getData: () => text } });
  act(() => {
    input.dispatchEvent(event);
  });
}

describe('OtpBoxes (spec §2, §5)', () => {
  it('has six single-digit boxes named Digit 1 to Digit 6, the first with autocomplete one-time-code', () => {
    render(<Harness />, english);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(2).getAttribute('autocomplete')).toBe('off');
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
  });

  it('moves to the next box after a digit and ignores anything else', () => {
    render(<Harness />, english);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: 'x' } });
    expect(box(2).value).toBe('');
    expect(document.activeElement).toBe(box(2));
  });

  it('moves back on Backspace in an empty box, and stays when the box has a digit', () => {
    render(<Harness />, english);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
  });

  it('fills all boxes from a pasted 6-digit code, whichever box has focus', () => {
    render(<Harness />, english);
    paste(box(3), '123456');
    expect(values()).toBe('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('keeps only the digits of a paste, and ignores one with none', () => {
    render(<Harness />, english);
    paste(box(1), 'abc');
    expect(values()).toBe('');
    paste(box(2), 'Your code is 654321.');
    expect(values()).toBe('654321');
  });

  it('clears a letter typed into an empty box, though the digits do not change', () => {
    render(<Harness />, english);
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(box(1).value).toBe('');
  });

  it('spreads an autofilled code over the boxes', () => {
    render(<Harness />, english);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(values()).toBe('654321');
  });

  it('replaces the digit when typing over a filled box', () => {
    render(<Harness />, english);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(1), { target: { value: '17' } });
    expect(box(1).value).toBe('7');
  });
});
