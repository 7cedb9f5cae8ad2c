import '#src/features/auth/components/otp-boxes.css';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_DIGITS } from '@haat/contract/constants';
import { keepDigits } from '#src/lib/digits.ts';
import { showAllowed } from '#src/lib/filtered-input.ts';
import { useT } from '#src/lib/i18n.tsx';

interface OtpBoxesProps {
  /** One entry per box: '' or a single digit. */
  digits: string[];
  onChange(digits: string[]): void;
  disabled?: boolean;
}

export const emptyOtp = (): string[] => Array.from({ length: OTP_DIGITS }, () => '');

/** Writes `text`'s digits into the boxes from `start` on; returns the new boxes and the index of the last written. */
export function fillDigits(digits: string[], start: number, text: string): { digits: string[]; last: number } {
  const incoming = keepDigits(text, OTP_DIGITS - start).split('');
  const next = [...digits];
  incoming.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { digits: next, last: start + incoming.length - 1 };
}

/**
 * The 6 single-digit boxes of spec §2/§5: a digit moves on to the next box, Backspace on an empty box moves
 * back, and a pasted or autofilled 6-digit code fills all boxes. The first box carries
 * autocomplete="one-time-code" so the phone's keyboard offers the code from the SMS.
 */
export function OtpBoxes({ digits, onChange, disabled }: OtpBoxesProps) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_DIGITS - 1, index))]?.focus();

  function enter(index: number, box: HTMLInputElement) {
    // One more than a code: a code typed after the digit already in the box.
    const typed = keepDigits(box.value, OTP_DIGITS + 1);
    if (typed === '') {
      // The box shows what the state holds even when the state does not change (a letter in an empty box).
      showAllowed(box, '');
      onChange(digits.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // Typing over a digit the caret did not select gives two characters: keep the new one. A whole code
    // (autofilled or dropped) fills every box; other longer input fills the boxes from here on.
    const old = digits[index] ?? '';
    const text =
      typed.length === 2 && old !== '' ? (typed.startsWith(old) ? typed.slice(1) : typed.slice(0, 1)) : typed;
    const filled = fillDigits(digits, text.length === OTP_DIGITS ? 0 : index, text);
    showAllowed(box, filled.digits[index] ?? '');
    onChange(filled.digits);
    focusBox(filled.last + 1);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    // A code pasted with words around it ('Your code is 123456.') keeps its digits.
    const text = keepDigits(event.clipboardData.getData('text'), OTP_DIGITS);
    if (text === '') return;
    // A whole code fills every box whichever box has focus.
    const filled = fillDigits(digits, text.length === OTP_DIGITS ? 0 : index, text);
    onChange(filled.digits);
    focusBox(filled.last);
  }

  return (
    <div className="otp-boxes" role="group" aria-label={t('login.otpGroup')}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-boxes__box input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={index === 0}
          id={`otp-digit-${index + 1}`}
          aria-label={t('login.digit', { index: index + 1 })}
          value={digit}
          disabled={disabled}
          required
          onFocus={(event) => event.target.select()}
          onChange={(event) => enter(index, event.target)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={(event) => paste(index, event)}
        />
      ))}
    </div>
  );
}
