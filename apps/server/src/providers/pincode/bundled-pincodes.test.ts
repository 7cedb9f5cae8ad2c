import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBundledPincodeLookup } from './bundled-pincodes.ts';

describe('bundled pincodes', () => {
  it('reads its file on the first lookup, not before', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'haat-pins-')), 'pins.json');
    const lookup = createBundledPincodeLookup(file);
    writeFileSync(file, JSON.stringify({ states: ['Karnataka'], districts: [['Bangalore', 0, '560001 560011']] }));
    expect(await lookup.find('560011')).toEqual({ city: 'Bangalore', state: 'Karnataka' });
    expect(await lookup.find('560002')).toBeNull();
  });

  it('holds the whole country in the shipped file', async () => {
    const lookup = createBundledPincodeLookup();
    expect(await lookup.find('682028')).toEqual({ city: 'Ernakulam', state: 'Kerala' });
    expect(await lookup.find('781001')).toMatchObject({ state: 'Assam' });
    expect(await lookup.find('000000')).toBeNull();
  });
});
