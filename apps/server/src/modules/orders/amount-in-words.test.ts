import { describe, expect, it } from 'vitest';
import { amountInWords, integerInIndianWords } from './amount-in-words.ts';

describe('integerInIndianWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1000, 'One Thousand'],
    [1545, 'One Thousand Five Hundred Forty-Five'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [250_075, 'Two Lakh Fifty Thousand Seventy-Five'],
    [10_000_000, 'One Crore'],
    [123_456_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [1_000_000_000_000, 'One Lakh Crore'],
  ])('%i → %s', (n, words) => {
    expect(integerInIndianWords(n)).toBe(words);
  });

  it('refuses negative and fractional numbers', () => {
    expect(() => integerInIndianWords(-1)).toThrow();
    expect(() => integerInIndianWords(1.5)).toThrow();
  });
});

describe('amountInWords', () => {
  it('writes rupees and paise as an invoice does', () => {
    expect(amountInWords(154_552)).toBe('Rupees One Thousand Five Hundred Forty-Five and Fifty-Two Paise Only');
    expect(amountInWords(6800)).toBe('Rupees Sixty-Eight Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(1_000_000_001)).toBe('Rupees One Crore and One Paise Only');
  });
});

describe('in Hindi', () => {
  it.each([
    [0, 'शून्य'],
    [21, 'इक्कीस'],
    [99, 'निन्यानवे'],
    [101, 'एक सौ एक'],
    [1545, 'एक हज़ार पाँच सौ पैंतालीस'],
    [250_075, 'दो लाख पचास हज़ार पचहत्तर'],
    [123_456_789, 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी'],
  ])('%i → %s', (n, words) => {
    expect(integerInIndianWords(n, 'hi')).toBe(words);
  });

  it('says the rupees, then the paise, then मात्र', () => {
    expect(amountInWords(154_552, 'hi')).toBe('एक हज़ार पाँच सौ पैंतालीस रुपये और बावन पैसे मात्र');
    expect(amountInWords(50_000, 'hi')).toBe('पाँच सौ रुपये मात्र');
    expect(amountInWords(50, 'hi')).toBe('पचास पैसे मात्र');
  });
});
