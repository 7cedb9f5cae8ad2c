import type { MakerKind } from '@haat/contract/catalogue/declarations.schemas';

/**
 * Who each brand of the demo catalogues names on its pack as maker, with its consumer-care line: one table
 * for both stores, one entry per brand, as `brands-hi.ts` spells the brands.
 *
 * The declarations are illustrative demo data, not copied from real packs: a company is given by its name
 * and its registered office as best known (where the street is not known, its city, state and PIN code),
 * and a consumer-care line only where the brand publishes one widely; null shows the store's own support.
 */
export interface BrandCompany {
  /** What the pack calls the company; MANUFACTURER unless it says otherwise. */
  kind?: MakerKind;
  name: string;
  address: string;
  consumerCare: string | null;
  /** The country the brand's goods come from when not India; its company is then their importer. */
  importedFrom?: string;
}

/**
 * The shop that sells it: `SHOP_MADE` for what it makes itself (a dairy's own milk and paneer),
 * `SHOP_PACKED` for what it buys loose and packs under its own name (a local bakery's pav, a sweet shop's
 * pedas, its own hampers). The pack then names the shop's legal name and address.
 */
export type BrandMaker = BrandCompany | 'SHOP_MADE' | 'SHOP_PACKED';

const hul: BrandCompany = {
  name: 'Hindustan Unilever Ltd',
  address: 'Unilever House, B. D. Sawant Marg, Chakala, Andheri (East), Mumbai, Maharashtra 400099',
  consumerCare: 'levercare.shop@unilever.com',
};
const itc: BrandCompany = {
  name: 'ITC Ltd',
  address: 'Virginia House, 37 J. L. Nehru Road, Kolkata, West Bengal 700071',
  consumerCare: null,
};
const nestle: BrandCompany = {
  name: 'Nestlé India Ltd',
  address: '100/101 World Trade Centre, Barakhamba Lane, New Delhi 110001',
  consumerCare: '1800 103 1947',
};
const amul: BrandCompany = {
  name: 'Gujarat Cooperative Milk Marketing Federation Ltd',
  address: 'Amul Dairy Road, Anand, Gujarat 388001',
  consumerCare: '1800 258 3333',
};
const procterAndGamble: BrandCompany = {
  name: 'Procter & Gamble Home Products Pvt Ltd',
  address: 'P&G Plaza, Cardinal Gracias Road, Chakala, Andheri (East), Mumbai, Maharashtra 400099',
  consumerCare: null,
};
const reckitt: BrandCompany = {
  name: 'Reckitt Benckiser (India) Pvt Ltd',
  address: 'Plot No. 48, Institutional Area, Sector 32, Gurugram, Haryana 122001',
  consumerCare: null,
};
const pepsico: BrandCompany = {
  name: 'PepsiCo India Holdings Pvt Ltd',
  address: 'Gurugram, Haryana',
  consumerCare: null,
};
const tataConsumer: BrandCompany = {
  name: 'Tata Consumer Products Ltd',
  address: '1 Bishop Lefroy Road, Kolkata, West Bengal 700020',
  consumerCare: null,
};
const marico: BrandCompany = {
  name: 'Marico Ltd',
  address: 'Grande Palladium, 175 CST Road, Kalina, Santacruz (East), Mumbai, Maharashtra 400098',
  consumerCare: null,
};
const dabur: BrandCompany = {
  name: 'Dabur India Ltd',
  address: '8/3 Asaf Ali Road, New Delhi 110002',
  consumerCare: null,
};
const motherDairy: BrandCompany = {
  name: 'Mother Dairy Fruit & Vegetable Pvt Ltd',
  address: 'Patparganj, Delhi 110092',
  consumerCare: null,
};
const mondelez: BrandCompany = {
  name: 'Mondelez India Foods Pvt Ltd',
  address: 'One International Centre, Senapati Bapat Marg, Prabhadevi, Mumbai, Maharashtra 400013',
  consumerCare: null,
};
const cocaCola: BrandCompany = {
  name: 'Coca-Cola India Pvt Ltd',
  address: 'Gurugram, Haryana',
  consumerCare: null,
};
const britannia: BrandCompany = {
  name: 'Britannia Industries Ltd',
  address: '5/1A Hungerford Street, Kolkata, West Bengal 700017',
  consumerCare: null,
};

// prettier-ignore
const brandMakers: Record<string, BrandMaker> = {
  '24 Mantra': { name: 'Sresta Natural Bioproducts Pvt Ltd', address: 'Hyderabad, Telangana', consumerCare: null },
  Aashirvaad: itc,
  'Act II': { name: 'Agro Tech Foods Ltd', address: '31 Sarojini Devi Road, Secunderabad, Telangana 500003', consumerCare: null },
  Akshayakalpa: { name: 'Akshayakalpa Farms and Foods Pvt Ltd', address: 'Tiptur, Tumakuru, Karnataka', consumerCare: null },
  Amul: amul,
  'Anand Sweets': 'SHOP_PACKED',
  Ariel: procterAndGamble,
  'Babu Singh Thakur': 'SHOP_PACKED',
  Badshah: { name: 'Badshah Masala Pvt Ltd', address: 'Mumbai, Maharashtra', consumerCare: null },
  Bikaji: { name: 'Bikaji Foods International Ltd', address: 'Bichhwal Industrial Area, Bikaner, Rajasthan 334006', consumerCare: null },
  Bingo: itc,
  Bisleri: { name: 'Bisleri International Pvt Ltd', address: 'Western Express Highway, Andheri (East), Mumbai, Maharashtra 400099', consumerCare: null },
  Britannia: britannia,
  'Brooke Bond': hul,
  Bru: hul,
  Cadbury: mondelez,
  Catch: { name: 'Dharampal Satyapal Ltd', address: 'Noida, Uttar Pradesh', consumerCare: null },
  Chitale: { name: 'Chitale Dairy (B. G. Chitale)', address: 'Bhilawadi, Sangli, Maharashtra 416303', consumerCare: null },
  'Clinic Plus': hul,
  'Coca-Cola': cocaCola,
  Colgate: { name: 'Colgate-Palmolive (India) Ltd', address: 'Colgate Research Centre, Main Street, Hiranandani Gardens, Powai, Mumbai, Maharashtra 400076', consumerCare: null },
  Colin: reckitt,
  Cothas: { name: 'Cothas Coffee Co.', address: 'Bengaluru, Karnataka', consumerCare: null },
  Cycle: { name: 'N. Ranga Rao & Sons Pvt Ltd', address: 'Mysuru, Karnataka', consumerCare: null },
  Daawat: { name: 'LT Foods Ltd', address: 'New Delhi, Delhi', consumerCare: null },
  Dabur: dabur,
  'Dabur Lal Tail': dabur,
  Dettol: reckitt,
  Dhara: motherDairy,
  Dove: hul,
  Eggoz: { kind: 'PACKER', name: 'Eggoz Nutrition Pvt Ltd', address: 'Gurugram, Haryana', consumerCare: null },
  'English Oven': { name: "Mrs. Bector's Food Specialities Ltd", address: 'Theing Road, Phillaur, Punjab 144410', consumerCare: null },
  Epigamia: { name: 'Drums Food International Pvt Ltd', address: 'Mumbai, Maharashtra', consumerCare: null },
  Everest: { name: 'Everest Food Products Pvt Ltd', address: 'Mumbai, Maharashtra', consumerCare: null },
  Ezee: { name: 'Ezee Home Products', address: 'Mumbai, Maharashtra', consumerCare: null },
  Farmley: { name: 'Connedit Business Solutions Pvt Ltd', address: 'Noida, Uttar Pradesh', consumerCare: null },
  Figaro: { kind: 'IMPORTER', name: 'Deoleo India Pvt Ltd', address: 'Mumbai, Maharashtra', consumerCare: null, importedFrom: 'ES' },
  Fortune: { name: 'AWL Agri Business Ltd', address: 'Fortune House, Navrangpura, Ahmedabad, Gujarat 380009', consumerCare: null },
  Freshwrapp: { name: 'Hindalco Industries Ltd', address: 'Ahura Centre, Mahakali Caves Road, Andheri (East), Mumbai, Maharashtra 400093', consumerCare: null },
  Frooti: { name: 'Parle Agro Pvt Ltd', address: 'Mumbai, Maharashtra', consumerCare: null },
  Gillette: { name: 'Gillette India Ltd', address: 'P&G Plaza, Cardinal Gracias Road, Chakala, Andheri (East), Mumbai, Maharashtra 400099', consumerCare: null },
  Gokul: 'SHOP_MADE',
  'Gokul Bakery': 'SHOP_PACKED',
  'Gold Winner': { name: 'Kaleesuwari Refinery Pvt Ltd', address: 'Chennai, Tamil Nadu', consumerCare: null },
  'Good Knight': { name: 'Godrej Consumer Products Ltd', address: 'Godrej One, Pirojshanagar, Eastern Express Highway, Vikhroli (East), Mumbai, Maharashtra 400079', consumerCare: null },
  Gowardhan: { name: 'Parag Milk Foods Ltd', address: 'Pune, Maharashtra', consumerCare: null },
  "Haldiram's": { name: 'Haldiram Snacks Food Pvt Ltd', address: 'New Delhi, Delhi', consumerCare: null },
  Happilo: { kind: 'PACKER', name: 'Happilo International Pvt Ltd', address: 'Bengaluru, Karnataka', consumerCare: null },
  Harpic: reckitt,
  'Head & Shoulders': procterAndGamble,
  Himalaya: { name: 'Himalaya Wellness Company', address: 'Makali, Bengaluru, Karnataka 562162', consumerCare: null },
  Horlicks: hul,
  Huggies: { name: 'Kimberly-Clark India Pvt Ltd', address: 'Gurugram, Haryana', consumerCare: null },
  'iD Fresh': { name: 'iD Fresh Food (India) Pvt Ltd', address: 'Bengaluru, Karnataka', consumerCare: null },
  Idhayam: { name: 'V.V.V. & Sons Edible Oils Ltd', address: 'Virudhunagar, Tamil Nadu 626001', consumerCare: null },
  'India Gate': { name: 'KRBL Ltd', address: '5190 Lahori Gate, Delhi 110006', consumerCare: null },
  'ITC Master Chef': itc,
  "Iyengar's Bakery": 'SHOP_PACKED',
  "Johnson's": { name: 'JNTL Consumer Health (India) Pvt Ltd', address: 'Mumbai, Maharashtra', consumerCare: null },
  Katraj: { name: 'Pune Zilla Sahakari Dudh Utpadak Sangh Maryadit', address: 'Katraj, Pune, Maharashtra 411046', consumerCare: null },
  "Kellogg's": { name: 'Kellogg India Pvt Ltd', address: 'Mumbai, Maharashtra', consumerCare: null },
  Kissan: hul,
  Kurkure: pepsico,
  "Kwality Wall's": { name: "Kwality Wall's (India) Ltd", address: 'Mumbai, Maharashtra', consumerCare: null },
  "Lay's": pepsico,
  Lion: { name: 'Lion Dates Impex Pvt Ltd', address: 'Tiruchirappalli, Tamil Nadu', consumerCare: null },
  Lizol: reckitt,
  Lux: hul,
  Madhur: { name: 'Shree Renuka Sugars Ltd', address: 'Belagavi, Karnataka', consumerCare: null },
  Maggi: nestle,
  Mangaldeep: itc,
  McCain: { name: 'McCain Foods (India) Pvt Ltd', address: 'Gurugram, Haryana', consumerCare: null },
  "McVitie's": { name: 'United Biscuits India Pvt Ltd', address: 'Mumbai, Maharashtra', consumerCare: null },
  MDH: { name: 'Mahashian Di Hatti Pvt Ltd', address: '9/44 Kirti Nagar Industrial Area, New Delhi 110015', consumerCare: null },
  Medimix: { name: 'Cholayil Pvt Ltd', address: 'Chennai, Tamil Nadu', consumerCare: null },
  'Milky Mist': { name: 'Milky Mist Dairy Food Ltd', address: 'Perundurai, Erode, Tamil Nadu', consumerCare: null },
  Modern: { name: 'Modern Food Enterprises Pvt Ltd', address: 'Mumbai, Maharashtra', consumerCare: null },
  'Mother Dairy': motherDairy,
  "Mother's Recipe": { name: 'Desai Brothers Ltd', address: 'Pune, Maharashtra', consumerCare: null },
  MTR: { name: 'MTR Foods Pvt Ltd', address: 'Bengaluru, Karnataka', consumerCare: null },
  Nandini: { name: "Karnataka Co-operative Milk Producers' Federation Ltd", address: 'KMF Complex, Dr. M. H. Marigowda Road, Bengaluru, Karnataka 560029', consumerCare: null },
  Nescafe: nestle,
  Nestle: nestle,
  Nivea: { name: 'Nivea India Pvt Ltd', address: 'Mumbai, Maharashtra', consumerCare: null },
  Nutraj: { kind: 'PACKER', name: 'Nutraj Retail Pvt Ltd', address: 'New Delhi, Delhi', consumerCare: null },
  Pampers: procterAndGamble,
  'Paper Boat': { name: 'Hector Beverages Pvt Ltd', address: 'Bengaluru, Karnataka', consumerCare: null },
  Parachute: marico,
  Parle: { name: 'Parle Products Pvt Ltd', address: 'North Level Crossing, Vile Parle (East), Mumbai, Maharashtra 400057', consumerCare: null },
  Patanjali: { name: 'Patanjali Ayurved Ltd', address: 'Haridwar, Uttarakhand', consumerCare: null },
  Pillsbury: { name: 'General Mills India Pvt Ltd', address: 'Mumbai, Maharashtra', consumerCare: null },
  Prasuma: { name: 'Prasuma Pvt Ltd', address: 'Gurugram, Haryana', consumerCare: null },
  Priya: { name: 'Priya Foods', address: 'Hyderabad, Telangana', consumerCare: null },
  Quaker: pepsico,
  Rajdhani: { name: 'Rajdhani Flour Mills Ltd', address: 'New Delhi, Delhi', consumerCare: null },
  Real: dabur,
  Rin: hul,
  Safal: motherDairy,
  Saffola: marico,
  Santoor: { name: 'Wipro Enterprises Pvt Ltd', address: 'Doddakannelli, Sarjapur Road, Bengaluru, Karnataka 560035', consumerCare: null },
  'Scotch-Brite': { name: '3M India Ltd', address: 'Plot 48-51, Electronic City, Hosur Road, Bengaluru, Karnataka 560100', consumerCare: null },
  Sensodyne: { name: 'Haleon India Pvt Ltd', address: 'Gurugram, Haryana', consumerCare: null },
  'Sharma Store Specials': 'SHOP_PACKED',
  Sprite: cocaCola,
  'Sri Krishna Sweets': 'SHOP_PACKED',
  Sunfeast: itc,
  'Surf Excel': hul,
  Tata: tataConsumer,
  'Tata Sampann': tataConsumer,
  'Tata Tea': tataConsumer,
  'Thums Up': cocaCola,
  'Tide Plus': procterAndGamble,
  Tropicana: pepsico,
  Vim: hul,
};

/** A brand's maker; a brand missing from the table stops the generator rather than ships without one. */
export function brandMaker(brand: string): BrandMaker {
  const maker = brandMakers[brand];
  if (maker === undefined) throw new Error(`No maker for the brand ${brand}: add it to brand-makers.ts`);
  return maker;
}

/** Every brand in the table, so the generator can tell one no product uses. */
export const brandsWithMakers: readonly string[] = Object.keys(brandMakers);
