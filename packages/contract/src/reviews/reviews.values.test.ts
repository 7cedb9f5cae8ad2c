import { describe, expect, it } from 'vitest';
import { holdsMarkup, reviewerName } from './reviews.values.ts';

describe('reviewerName', () => {
  it.each([
    ['Asha Rao', 'Asha R.'],
    ['  asha   rao  ', 'asha R.'],
    ['Lakshmi Narayana Iyer', 'Lakshmi I.'],
    ['Priya', 'Priya'],
    ['प्रिया शर्मा', 'प्रिया श.'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j shows as %j', (name, shown) => {
    expect(reviewerName(name)).toBe(shown);
  });
});

describe('holdsMarkup', () => {
  it.each(['<b>bold</b>', 'a </i>', '<!-- hi -->', '< script>', '<?php', 'Fish &amp; chips', '&#60;b', '&#x3c;'])(
    'finds markup in %j',
    (text) => expect(holdsMarkup(text)).toBe(true),
  );
  it.each(['I <3 this ghee', 'Price < ₹600 & worth it', '5 > 4', 'AT&T', 'Tom & Jerry; fun', 'शुद्ध घी'])(
    'takes %j as plain text',
    (text) => expect(holdsMarkup(text)).toBe(false),
  );
});
