import { describe, expect, it } from 'vitest';
import { translate, type MessageId } from '../i18n/translate.ts';
import { addressInputSchema, MAX_SAVED_ADDRESSES, ADDRESS_LIMIT_MESSAGE } from './addresses.schemas.ts';

const valid = {
  name: 'Asha',
  mobile: '9876543210',
  email: '',
  address: '12 MG Road',
  city: 'Bengaluru',
  landmark: '',
  state: 'Karnataka',
  country: 'India',
  pin: '560001',
  addressType: 'Home',
};

/** The message of the first problem, as an English and a Hindi shopper read it. */
function said(change: Record<string, unknown>) {
  const result = addressInputSchema.safeParse({ ...valid, ...change });
  if (result.success) throw new Error('expected a refusal');
  const id = result.error.issues[0]!.message as MessageId;
  return { en: translate('en', id), hi: translate('hi', id) };
}

describe('address messages', () => {
  it.each([
    [{ name: '' }, 'Name is required', 'नाम ज़रूरी है'],
    [{ mobile: '98765' }, 'Please enter a valid Mobile No', 'कृपया सही मोबाइल नंबर डालें'],
    [{ mobile: undefined }, 'Mobile No is required', 'मोबाइल नंबर ज़रूरी है'],
    [{ email: 'not-an-email' }, 'Please enter a valid Email', 'कृपया सही ईमेल डालें'],
    [{ pin: '5600' }, 'Please enter a valid Pincode', 'कृपया सही पिनकोड डालें'],
    [{ city: '  ' }, 'City is required', 'शहर ज़रूरी है'],
    [{ landmark: 'x'.repeat(201) }, 'Landmark exceeds maximum length', 'लैंडमार्क बहुत लंबा है'],
    [{ addressType: 'Hostel' }, 'Address Type is required', 'पते का प्रकार चुनना ज़रूरी है'],
  ])('%o: the spec text in English, its own words in Hindi', (change, english, hindi) => {
    expect(said(change)).toEqual({ en: english, hi: hindi });
  });

  it('names the same limit the server keeps', () => {
    expect(translate('en', ADDRESS_LIMIT_MESSAGE)).toBe(`You can save at most ${MAX_SAVED_ADDRESSES} addresses`);
  });
});
