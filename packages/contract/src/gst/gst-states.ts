/**
 * The GST state and union-territory codes: the first two digits of a GSTIN, and what an invoice prints as
 * the place of supply. 25 (Daman & Diu) merged into 26 in 2020; 97 (other territory) and 99 (centre
 * jurisdiction) are no place a shop delivers to.
 */
export const gstStates = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const;

export type GstStateCode = keyof typeof gstStates;
export const gstStateCodes = Object.keys(gstStates) as [GstStateCode, ...GstStateCode[]];

const codeByName = new Map<string, GstStateCode>(
  Object.entries(gstStates).map(([code, name]) => [comparable(name), code as GstStateCode]),
);
// Names shoppers and PIN directories also write.
for (const [alias, code] of [
  ['orissa', '21'],
  ['pondicherry', '34'],
  ['nct of delhi', '07'],
  ['new delhi', '07'],
  ['andaman nicobar', '35'],
  ['daman and diu', '26'],
  ['dadra and nagar haveli', '26'],
  ['jammu kashmir', '01'],
] as const) {
  codeByName.set(comparable(alias), code);
}

function comparable(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\band\b/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** The GST code of a state as an address writes it ("Karnataka", "Tamil Nadu", "Jammu & Kashmir"); null if unknown. */
export function gstStateCodeOf(stateName: string): GstStateCode | null {
  return codeByName.get(comparable(stateName)) ?? null;
}
