import type { UseFormRegisterReturn } from 'react-hook-form';

/** A filtered field's rule: the box's raw text in, what the box may show out (`keepDigits`, `keepAmount`…). */
export type InputRule = (raw: string) => string;

/**
 * Makes the box show `allowed`, keeping the caret after the same allowed characters it followed.
 *
 * The box is written directly because a controlled input is not reset when the filtered value equals the
 * old one: Preact (the production build, decision 011) sees no change and leaves the DOM as typed.
 * `caret` is where the caret belongs in `allowed`; the end when not given.
 */
export function showAllowed(input: HTMLInputElement, allowed: string, caret = allowed.length): void {
  if (input.value === allowed) return;
  input.value = allowed;
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
}

/**
 * The one way a filtered field reads its box: applies `rule` to what the shopper typed, pasted, dropped or
 * autofilled, shows the result in the box and returns it for the form. Length caps belong in the rule, not
 * in a `maxLength` attribute, which would cut a paste before its letters are stripped.
 */
export function keepAllowed(input: HTMLInputElement, rule: InputRule): string {
  const raw = input.value;
  const allowed = rule(raw);
  const before = raw.slice(0, input.selectionEnd ?? raw.length);
  showAllowed(input, allowed, Math.min(rule(before).length, allowed.length));
  return allowed;
}

/** A react-hook-form `register()` result whose box keeps to `rule` before the form reads it. */
export function filteredField(
  field: UseFormRegisterReturn,
  rule: InputRule,
  afterChange?: (allowed: string) => void,
): UseFormRegisterReturn {
  return {
    ...field,
    onChange: async (event: { target: EventTarget | null }) => {
      const allowed = keepAllowed(event.target as HTMLInputElement, rule);
      await field.onChange(event);
      afterChange?.(allowed);
    },
  };
}
