import { describe, expect, it } from 'vitest';
import { isUpiLink, upiQr, upiReference } from './upi.ts';

describe('UPI links', () => {
  it('reads the transaction reference of a upi://pay link only', () => {
    expect(upiReference('upi://pay?pa=a%40b&tr=HAATUPI12&am=1.00')).toBe('HAATUPI12');
    expect(upiReference('upi://pay?pa=a%40b&am=1.00')).toBeNull();
    expect(upiReference('https://pay.test/?tr=1')).toBeNull();
    expect(isUpiLink('UPI://pay?pa=x')).toBe(true);
    expect(isUpiLink('javascript:alert(1)//upi://pay?')).toBe(false);
  });

  it('draws the QR code as squares on a grid with a quiet zone, finder patterns in three corners', () => {
    const qr = upiQr('upi://pay?pa=haat.emulator%40upi&pn=Gateway%20Emulator&tr=HAATUPI1&am=512.76&cu=INR');
    // Version 4 or more (33+ modules) plus two modules of quiet zone on each side.
    expect(qr.size).toBeGreaterThanOrEqual(37);
    expect(qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    // The top-left finder pattern's first row: seven dark modules at (2,2).
    expect(qr.path).toContain('M2 2h7v1h-7z');
    expect(qr.path).not.toContain('M0 0');
  });
});
