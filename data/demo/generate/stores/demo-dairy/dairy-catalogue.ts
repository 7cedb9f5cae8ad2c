import { fullName, hindiFullName, product, type CategorySeed } from '../../catalogue/catalogue-types.ts';

const chilled = (text: string) => `${text} Keep refrigerated below 4 °C and use within the date on the pack.`;
const chilledHi = (text: string) => `${text} 4 °C से कम तापमान पर फ़्रिज में रखें और पैक पर लिखी तारीख तक इस्तेमाल करें।`;

export const milk: CategorySeed = {
  key: 'milk',
  name: 'Milk',
  isActive: true,
  background: '#dbeafe',
  tile: { kind: 'milkpouch', colour: '#1d4ed8', label: 'Gokul' },
  gst: 0,
  taxType: 'INCLUSIVE',
  hsn: '0401',
  describe: (p) =>
    chilled(`${fullName(p)}, collected from our partner farmers at dawn, chilled and pasteurised the same morning.`),
  hi: {
    name: 'दूध',
    describe: (p) => chilledHi(`${hindiFullName(p)}: हमारे साथी किसानों से भोर में लेते हैं और उसी सुबह ठंडा करके पाश्चराइज़ करते हैं।`),
  },
  // prettier-ignore
  products: [
    product('Toned Milk', 'Gokul', 'milkpouch', '#1d4ed8', [[500, 'ML', 27], [1, 'LITRE', 52]], { hi: { name: 'टोंड दूध' }, subscribable: true, fullPrice: true }),
    product('Full Cream Milk', 'Gokul', 'milkpouch', '#d97706', [[500, 'ML', 33], [1, 'LITRE', 64]], { hi: { name: 'फ़ुल क्रीम दूध' }, subscribable: true, fullPrice: true }),
    product('Double Toned Milk', 'Gokul', 'milkpouch', '#16a34a', [[500, 'ML', 25]], { hi: { name: 'डबल टोंड दूध' }, subscribable: true, fullPrice: true }),
    product('A2 Desi Cow Milk', 'Gokul', 'bottle', '#0ea5e9', [[1, 'LITRE', 90]], { hi: { name: 'A2 देसी गाय का दूध', description: chilledHi('हमारी अपनी गिर गायों का दूध, काँच की बोतलों में। ख़ाली बोतल डिलीवरी पार्टनर को लौटा दें।') }, short: 'A2 Cow Milk', subscribable: true, description: chilled('Milk from our own Gir cows in glass bottles. Return the empty bottle to the delivery partner.') }),
    product('Buffalo Milk', 'Gokul', 'milkpouch', '#7c3aed', [[1, 'LITRE', 72]], { hi: { name: 'भैंस का दूध' }, subscribable: true }),
    product('Organic Farm Milk', 'Akshayakalpa', 'carton', '#15803d', [[1, 'LITRE', 95]], { hi: { name: 'ऑर्गेनिक फ़ार्म दूध' }, short: 'Organic Milk', subscribable: true }),
    product('Cow Milk', 'Chitale', 'milkpouch', '#dc2626', [[500, 'ML', 30]], { hi: { name: 'गाय का दूध' }, subscribable: true, outOfStock: true }),
    product('Slim & Trim Skimmed Milk', 'Amul', 'carton', '#2563eb', [[1, 'LITRE', 75]], { hi: { name: 'स्लिम एंड ट्रिम स्किम्ड दूध' }, short: 'Skimmed Milk', subscribable: true }),
  ],
};

export const curd: CategorySeed = {
  key: 'curd-yoghurt',
  name: 'Curd & Yoghurt',
  isActive: true,
  background: '#e0f2fe',
  tile: { kind: 'tub', colour: '#0284c7', label: 'Dahi' },
  gst: 0,
  taxType: 'INCLUSIVE',
  hsn: '0403',
  describe: (p) => chilled(`${fullName(p)}, set overnight the traditional way for a thick, mildly sour taste.`),
  hi: {
    name: 'दही और योगर्ट',
    describe: (p) => chilledHi(`${hindiFullName(p)}: रात भर पुराने घरेलू तरीके से जमाते हैं, ताकि गाढ़ापन और हल्की-सी खटास आए।`),
  },
  // prettier-ignore
  products: [
    product('Fresh Curd', 'Gokul', 'tub', '#0284c7', [[200, 'GM', 22], [400, 'GM', 40], [1, 'KG', 90]], { hi: { name: 'ताज़ा दही' }, short: 'Fresh Curd', subscribable: true }),
    product('Thick Set Dahi', 'Gokul', 'tub', '#1e40af', [[500, 'GM', 45]], { hi: { name: 'गाढ़ा जमा दही' }, short: 'Set Dahi', subscribable: true }),
    product('Masala Chaas', 'Gokul', 'milkpouch', '#16a34a', [[200, 'ML', 10], [500, 'ML', 22]], { hi: { name: 'मसाला छाछ' }, subscribable: true }),
    product('Sweet Lassi', 'Gokul', 'bottle', '#f472b6', [[200, 'ML', 25]], { hi: { name: 'मीठी लस्सी' }, gst: 12, subscribable: true }),
    product('Greek Yoghurt Blueberry', 'Milky Mist', 'tub', '#6d28d9', [[100, 'GM', 60]], { hi: { name: 'ग्रीक योगर्ट ब्लूबेरी' }, short: 'Greek Yoghurt', gst: 12 }),
    product('Mishti Doi', 'Epigamia', 'tub', '#b45309', [[85, 'GM', 40]], { hi: { name: 'मिष्टी दोई' }, gst: 5 }),
    product('Mango Lassi', 'Katraj', 'bottle', '#f59e0b', [[200, 'ML', 30]], { hi: { name: 'आम की लस्सी' }, gst: 12, subscribable: true, hiddenFirstVariant: true }),
  ],
};

export const paneerAndCheese: CategorySeed = {
  key: 'paneer-cheese',
  name: 'Paneer & Cheese',
  isActive: true,
  background: '#fef9c3',
  tile: { kind: 'block', colour: '#bfdbfe', label: 'Paneer' },
  gst: 5,
  taxType: 'INCLUSIVE',
  hsn: '0406',
  describe: (p) => chilled(`${fullName(p)}, made in small batches from fresh whole milk.`),
  hi: {
    name: 'पनीर और चीज़',
    describe: (p) => chilledHi(`${hindiFullName(p)}: ताज़ा, शुद्ध दूध से थोड़ा-थोड़ा करके बनाते हैं।`),
  },
  // prettier-ignore
  products: [
    product('Fresh Paneer', 'Gokul', 'block', '#bfdbfe', [[200, 'GM', 88], [500, 'GM', 210]], { hi: { name: 'ताज़ा पनीर', description: chilledHi('हर सुबह फ़ुल क्रीम दूध से बना नरम, स्पंजी पनीर। पालक पनीर, टिक्का और भुर्जी के लिए बढ़िया।') }, short: 'Paneer', subscribable: true, description: chilled('Soft, spongy paneer made every morning from whole milk. Ideal for palak paneer, tikka and bhurji.') }),
    product('Malai Paneer', 'Gokul', 'block', '#e0f2fe', [[200, 'GM', 95]], { hi: { name: 'मलाई पनीर' }, subscribable: true }),
    product('Low Fat Paneer', 'Milky Mist', 'block', '#dbeafe', [[200, 'GM', 99]], { hi: { name: 'कम फ़ैट पनीर' } }),
    product('Processed Cheese Block', 'Amul', 'block', '#fde047', [[400, 'GM', 235]], { hi: { name: 'प्रोसेस्ड चीज़ ब्लॉक' }, short: 'Cheese Block', gst: 12, taxType: 'EXCLUSIVE' }),
    product('Cheese Slices', 'Amul', 'block', '#facc15', [[200, 'GM', 150]], { hi: { name: 'चीज़ स्लाइस' }, gst: 12, hsn: '0406' }),
    product('Mozzarella Cheese', 'Gokul', 'block', '#fef3c7', [[200, 'GM', 120]], { hi: { name: 'मोज़रेला चीज़' }, short: 'Mozzarella', gst: 12 }),
    product('Khoa (Mawa)', 'Gokul', 'block', '#f5e6c8', [[250, 'GM', 110]], { hi: { name: 'खोया (मावा)' }, short: 'Khoa', outOfStock: true, hsn: '0402' }),
  ],
};

export const butterAndGhee: CategorySeed = {
  key: 'butter-ghee',
  name: 'Butter & Ghee',
  isActive: true,
  background: '#fef3c7',
  tile: { kind: 'jar', colour: '#f59e0b', label: 'Ghee' },
  gst: 12,
  taxType: 'INCLUSIVE',
  hsn: '0405',
  describe: (p) => `${fullName(p)}, slow-churned for a rich aroma. Store in a cool place away from sunlight.`,
  hi: {
    name: 'मक्खन और घी',
    describe: (p) => `${hindiFullName(p)}: धीरे-धीरे बिलोकर तैयार, भरपूर ख़ुशबू के लिए। धूप से दूर, ठंडी जगह पर रखें।`,
  },
  // prettier-ignore
  products: [
    product('Table Butter', 'Gokul', 'block', '#facc15', [[100, 'GM', 56], [500, 'GM', 275]], { hi: { name: 'टेबल मक्खन' }, subscribable: true }),
    product('White Butter (Makhan)', 'Gokul', 'tub', '#fef9c3', [[200, 'GM', 120]], { hi: { name: 'सफ़ेद मक्खन' }, short: 'White Makhan', subscribable: true }),
    product('Pure Cow Ghee', 'Gokul', 'jar', '#f59e0b', [[500, 'ML', 330], [1, 'LITRE', 650]], { hi: { name: 'शुद्ध गाय का घी' }, short: 'Cow Ghee', subscribable: true }),
    product('Bilona Buffalo Ghee', 'Gokul', 'jar', '#d97706', [[500, 'ML', 360]], { hi: { name: 'बिलोना भैंस का घी' }, short: 'Buffalo Ghee' }),
    product('Butter', 'Amul', 'block', '#fde047', [[100, 'GM', 58]], { hi: { name: 'मक्खन' }, hsn: '0405' }),
    product('Fresh Cream', 'Gokul', 'carton', '#1d4ed8', [[200, 'ML', 55]], { hi: { name: 'ताज़ा क्रीम' }, gst: 5, subscribable: true, hsn: '0401' }),
  ],
};

export const breadAndEggs: CategorySeed = {
  key: 'bread-eggs',
  name: 'Bread & Eggs',
  isActive: true,
  background: '#ffedd5',
  tile: { kind: 'loaf', colour: '#c2410c', label: 'Bread' },
  gst: 0,
  taxType: 'INCLUSIVE',
  hsn: '1905',
  describe: (p) => `${fullName(p)}, delivered fresh with your morning milk.`,
  hi: { name: 'ब्रेड और अंडे', describe: (p) => `${hindiFullName(p)}: सुबह के दूध के साथ ताज़ा, आपके दरवाज़े तक।` },
  // prettier-ignore
  products: [
    product('Whole Wheat Bread', 'Gokul Bakery', 'loaf', '#b45309', [[400, 'GM', 50]], { hi: { name: 'आटा ब्रेड' }, short: 'Wheat Bread', subscribable: true }),
    product('Milk Bread', 'Gokul Bakery', 'loaf', '#e0a458', [[400, 'GM', 42]], { hi: { name: 'मिल्क ब्रेड' }, subscribable: true }),
    product('Multigrain Bread', 'Gokul Bakery', 'loaf', '#92400e', [[400, 'GM', 60]], { hi: { name: 'मल्टीग्रेन ब्रेड' }, subscribable: true }),
    product('Farm Eggs', 'Gokul', 'eggs', '#f5f1ea', [[6, 'PIECE', 45], [1, 'DOZEN', 86], [30, 'PIECE', 205]], { hi: { name: 'फ़ार्म के अंडे' }, short: 'White Eggs', subscribable: true, hsn: '0407', packed: true }),
    product('Country Eggs (Desi)', 'Gokul', 'eggs', '#c98a55', [[6, 'PIECE', 72]], { hi: { name: 'देसी अंडे' }, short: 'Desi Eggs', subscribable: true, hsn: '0407', packed: true }),
  ],
};

export const dairySweets: CategorySeed = {
  key: 'sweets',
  name: 'Sweets',
  isActive: true,
  background: '#fae8ff',
  tile: { kind: 'laddoo', colour: '#e9c46a', label: null },
  gst: 5,
  taxType: 'INCLUSIVE',
  hsn: '2106',
  describe: (p) => chilled(`${fullName(p)}, made with our own milk and khoa, no preservatives.`),
  hi: { name: 'मिठाई', describe: (p) => chilledHi(`${hindiFullName(p)}: हमारे अपने दूध और खोये से, बिना प्रिज़र्वेटिव के।`) },
  // prettier-ignore
  products: [
    product('Doodh Peda', 'Gokul', 'laddoo', '#e9c46a', [[250, 'GM', 150]], { hi: { name: 'दूध पेड़ा' } }),
    product('Kalakand (Milk Cake)', 'Gokul', 'katli', '#f1e4c3', [[250, 'GM', 160]], { hi: { name: 'कलाकंद (मिल्क केक)' }, short: 'Kalakand' }),
    product('Rasmalai', 'Gokul', 'tub', '#fde68a', [[500, 'GM', 220]], { hi: { name: 'रसमलाई' } }),
    product('Basundi', 'Gokul', 'tub', '#fcd34d', [[250, 'GM', 120]], { hi: { name: 'बासुंदी' } }),
    product('Amrakhand', 'Chitale', 'tub', '#f59e0b', [[250, 'GM', 110]], { hi: { name: 'आम्रखंड' }, short: 'Amrakhand', hsn: '0403' }),
    product('Kesar Shrikhand', 'Gokul', 'tub', '#facc15', [[250, 'GM', 105]], { hi: { name: 'केसर श्रीखंड' }, short: 'Shrikhand', subscribable: true, hsn: '0403' }),
  ],
};
