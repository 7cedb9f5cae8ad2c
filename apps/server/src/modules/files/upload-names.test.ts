import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-bytes.ts';
import { safeFileName, uploadKey } from './upload-names.ts';

describe('safeFileName', () => {
  it.each([
    ['My Photo (1).JPEG', 'image/jpeg', 'my-photo-1.jpg'],
    ['C:\\Users\\asha\\Désktop\\selfie.png', 'image/png', 'selfie.png'],
    ['../../etc/passwd', 'image/png', 'passwd.png'],
    ['.htaccess', 'image/gif', 'htaccess.gif'],
    ['पासपोर्ट.webp', 'image/webp', 'image.webp'],
    ['photo.png.exe', 'image/png', 'photo-png.png'],
    [`${'a'.repeat(300)}.png`, 'image/png', `${'a'.repeat(60)}.png`],
  ] as const)('%j → %j', (name, type, expected) => {
    expect(safeFileName(name, type)).toBe(expected);
  });

  it('files each upload under its store and customer with a random prefix', () => {
    const owner = { storeId: 'store-1', customerId: 'customer-1' };
    const first = uploadKey(owner, 'me.png', 'image/png');
    expect(first).toMatch(/^uploads\/store-1\/customer-1\/[0-9a-f]{16}-me\.png$/);
    expect(uploadKey(owner, 'me.png', 'image/png')).not.toBe(first);
  });
});

describe('sniffImageType', () => {
  it('knows the four image types by their first bytes only', () => {
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniffImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF87a\x01\x00', 'latin1'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg></svg>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
