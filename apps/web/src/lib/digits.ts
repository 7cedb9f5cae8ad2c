/** Spec §5: phone, mobile and pin fields drop anything but digits and stop at their length. */
export function keepDigits(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

/** An amount field keeps digits and one decimal point (`1,2a5.5.0` → `125.50`); its rules say the rest. */
export function keepAmount(value: string): string {
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('')}`;
}
