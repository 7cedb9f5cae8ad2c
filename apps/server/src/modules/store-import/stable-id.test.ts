import { describe, expect, it } from 'vitest';
import { idSchema } from '@haat/contract/common/ids';
import { stableId } from './stable-id.ts';

describe('stableId', () => {
  it('gives the same valid UUID for the same parts, and different ones otherwise', () => {
    const id = stableId('store', 'demo');
    expect(idSchema.parse(id)).toBe(id);
    expect(id[14]).toBe('5');
    expect(stableId('store', 'demo')).toBe(id);
    expect(stableId('store', 'demo-dairy')).not.toBe(id);
    expect(stableId('store', 'de', 'mo')).not.toBe(stableId('store', 'd', 'emo'));
  });
});
