/** Spec §5: phone, mobile and pin fields drop anything but digits and stop at their length. */
export function keepDigits(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}
