import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepDigits, keepPhone } from '#src/lib/digits.ts';
import { filteredField, keepAllowed } from '#src/lib/filtered-input.ts';

function box(value: string, caret = value.length): HTMLInputElement {
  const input = document.createElement('input');
  document.body.append(input);
  input.value = value;
  input.focus();
  input.setSelectionRange(caret, caret);
  return input;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('keepAllowed', () => {
  it('writes the allowed value back to the box and returns it', () => {
    const input = box('98x7650001199');
    expect(keepAllowed(input, keepPhone)).toBe('9876500011');
    expect(input.value).toBe('9876500011');
  });

  it('keeps the caret after the same allowed characters', () => {
    // 'a' typed between 98 and 765: the caret stays after 98.
    const input = box('98a765', 3);
    keepAllowed(input, keepPhone);
    expect(input.value).toBe('98765');
    expect(input.selectionStart).toBe(2);
  });

  it('leaves the box alone when it already shows only what is allowed', () => {
    const input = box('98765', 2);
    keepAllowed(input, keepPhone);
    expect(input.selectionStart).toBe(2);
  });
});

describe('filteredField', () => {
  it('filters the box before the form reads it, then tells afterChange', async () => {
    const onChange = vi.fn(async (event: { target: HTMLInputElement }) => {
      expect(event.target.value).toBe('560011');
    });
    const afterChange = vi.fn();
    const field = filteredField(
      { name: 'pin', onChange, onBlur: vi.fn(), ref: vi.fn() },
      (value) => keepDigits(value, 6),
      afterChange,
    );
    const input = box('56 00 11x');
    await field.onChange({ target: input, type: 'change' });
    expect(onChange).toHaveBeenCalledOnce();
    expect(afterChange).toHaveBeenCalledWith('560011');
  });
});
