import { describe, expect, it } from 'vitest';
import { readableTextOn } from '@haat/contract/format';
import { applyThemeColours } from '#src/lib/theme.ts';

describe('readable text on a theme colour', () => {
  it('is white on a dark colour and near-black on a light one', () => {
    expect(readableTextOn('#0a4d48')).toBe('#ffffff');
    expect(readableTextOn('#ffe082')).toBe('#15171b');
  });

  it('sets the shades and the text colour of buttons (primary-800) and of badges and ribbons (secondary-900)', () => {
    const root = document.createElement('div');
    applyThemeColours({ primaryColor: '#0f766e', secondaryColor: '#ffeb3b', neutralColor: '#6b7280' }, root);
    expect(root.style.getPropertyValue('--color-primary-500')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--on-accent')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--on-secondary')).toBe('#15171b');
  });
});
