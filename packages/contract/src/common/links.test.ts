import { describe, expect, it } from 'vitest';
import { isEmailAddress, isPhoneNumber, isWebAddress } from './links.ts';

describe('isWebAddress', () => {
  it('takes absolute http(s) addresses', () => {
    for (const value of ['https://www.facebook.com/shop', 'http://x.com/shop?ref=1#top', 'HTTPS://Insta.gram/a_b/']) {
      expect(isWebAddress(value), value).toBe(true);
    }
  });

  it('refuses other schemes, relative addresses, user names and markup', () => {
    for (const value of [
      'javascript:alert(8)',
      'JAVASCRIPT:alert(8)',
      ' javascript:alert(8)',
      'data:text/html,x',
      'mailto:a@b.in',
      '//evil.example',
      'facebook.com/shop',
      'https://',
      'https://facebook.com@evil.example',
      'https://a:b@evil.example',
      'https://x.com/"><script>',
      'https://x.com/a b',
      '',
    ]) {
      expect(isWebAddress(value), value).toBe(false);
    }
  });
});

describe('isEmailAddress', () => {
  it('takes plain addresses and refuses markup, queries and schemes', () => {
    expect(isEmailAddress('care.team+orders@shop-example.in')).toBe(true);
    for (const value of ['"><script>alert(8)</script>', 'a@b.in?subject=x', 'javascript:x//@b.in', 'a@b', '']) {
      expect(isEmailAddress(value), value).toBe(false);
    }
  });
});

describe('isPhoneNumber', () => {
  it('takes digits with +, spaces, dashes and brackets; refuses anything else', () => {
    for (const value of ['9876543210', '+91 98450 12345', '+91 (80) 1234-5678']) {
      expect(isPhoneNumber(value), value).toBe(true);
    }
    for (const value of ['javascript:alert(8)', '98765"><x', '12', '+', `${'9'.repeat(16)}`]) {
      expect(isPhoneNumber(value), value).toBe(false);
    }
  });
});
