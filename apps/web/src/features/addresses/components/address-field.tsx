import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT, useTextOf } from '#src/lib/i18n.tsx';

type FieldInputProps = UseFormRegisterReturn &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;

interface AddressFieldProps {
  label: string;
  /** The schema's message (a catalogue id), shown in the page's language. */
  error?: string;
  optional?: boolean;
  /** A textarea for the street address; an input otherwise. */
  multiline?: boolean;
  inputProps: FieldInputProps;
  className?: string;
}

/** One labelled field of the address form with its message underneath, tied to the input for screen readers. */
export function AddressField({ label, error, optional, multiline, inputProps, className }: AddressFieldProps) {
  const t = useT();
  const textOf = useTextOf();
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    ...inputProps,
    id,
    className: 'input address-form__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={`address-form__field ${className ?? ''}`}>
      <label htmlFor={id} className="address-form__label">
        {label}
        {optional ? <span className="muted"> {t('address.optional')}</span> : null}
      </label>
      {multiline ? <textarea rows={2} {...shared} /> : <input {...shared} />}
      {error ? (
        <p id={errorId} className="address-form__error">
          {textOf(error)}
        </p>
      ) : null}
    </div>
  );
}
