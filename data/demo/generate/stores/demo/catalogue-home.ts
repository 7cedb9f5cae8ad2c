import { fullName, hindiFullName, product, type CategorySeed } from '../../catalogue/catalogue-types.ts';

export const personalCare: CategorySeed = {
  key: 'personal-care',
  name: 'Personal Care',
  isActive: true,
  background: '#fce7f3',
  tile: { kind: 'bar', colour: '#f472b6', label: 'Care' },
  gst: 18,
  taxType: 'EXCLUSIVE',
  hsn: '3401',
  describe: (p) => `${fullName(p)} for the daily routine of the whole family. For external use only.`,
  hi: {
    name: 'पर्सनल केयर',
    describe: (p) => `${hindiFullName(p)}: पूरे परिवार की रोज़ की देखभाल के लिए। सिर्फ़ बाहरी इस्तेमाल के लिए।`,
  },
  // prettier-ignore
  products: [
    product('Cream Beauty Bathing Bar', 'Dove', 'bar', '#e0f2fe', [[125, 'GM', 72]], { hi: { name: 'क्रीम ब्यूटी साबुन' }, short: 'Dove Soap' }),
    product('Sandal & Turmeric Soap', 'Santoor', 'bar', '#f59e0b', [[100, 'GM', 38], [4, 'PACK', 140]], { hi: { name: 'चंदन और हल्दी साबुन' }, short: 'Santoor Soap' }),
    product('Ayurvedic Soap', 'Medimix', 'bar', '#15803d', [[125, 'GM', 45]], { hi: { name: 'आयुर्वेदिक साबुन' }, short: 'Medimix Soap' }),
    product('Soft Touch Soap', 'Lux', 'bar', '#ec4899', [[150, 'GM', 48]], { hi: { name: 'सॉफ़्ट टच साबुन' }, short: 'Lux Soap' }),
    product('Strong Teeth Toothpaste', 'Colgate', 'tube', '#dc2626', [[200, 'GM', 110]], { hi: { name: 'स्ट्रॉन्ग टीथ टूथपेस्ट' }, short: 'Colgate Toothpaste', hsn: '3306' }),
    product('Red Toothpaste', 'Dabur', 'tube', '#991b1b', [[200, 'GM', 125]], { hi: { name: 'रेड टूथपेस्ट' }, short: 'Dabur Red', hsn: '3306' }),
    product('Anti-Dandruff Shampoo', 'Head & Shoulders', 'bottle', '#1e40af', [[340, 'ML', 399]], { hi: { name: 'एंटी-डैंड्रफ़ शैम्पू' }, short: 'Anti-Dandruff Shampoo', hsn: '3305' }),
    product('Strong & Long Shampoo', 'Clinic Plus', 'bottle', '#db2777', [[340, 'ML', 230]], { hi: { name: 'स्ट्रॉन्ग एंड लॉन्ग शैम्पू' }, short: 'Clinic Plus Shampoo', hsn: '3305' }),
    product('Amla Hair Oil', 'Dabur', 'bottle', '#15803d', [[275, 'ML', 145]], { hi: { name: 'आँवला केश तेल' }, hsn: '3305' }),
    product('Purifying Neem Face Wash', 'Himalaya', 'tube', '#16a34a', [[150, 'ML', 190]], { hi: { name: 'नीम फ़ेस वॉश' }, short: 'Neem Face Wash' }),
    product('Soft Light Moisturising Cream', 'Nivea', 'jar', '#1d4ed8', [[100, 'ML', 199]], { hi: { name: 'सॉफ़्ट मॉइस्चराइज़िंग क्रीम' }, short: 'Nivea Soft', hsn: '3304' }),
    product('Original Liquid Handwash', 'Dettol', 'bottle', '#15803d', [[200, 'ML', 99]], { hi: { name: 'ओरिजिनल हैंडवॉश' }, short: 'Dettol Handwash' }),
    product('Guard Razor', 'Gillette', 'box', '#1e3a8a', [[1, 'PIECE', 30]], { hi: { name: 'गार्ड रेज़र' }, fullPrice: true, hsn: '8212' }),
    product('Sensitive Toothbrush', 'Sensodyne', 'box', '#0ea5e9', [[2, 'PACK', 150]], { hi: { name: 'सेंसिटिव टूथब्रश' }, short: 'Toothbrush', hsn: '9603' }),
  ],
};

export const household: CategorySeed = {
  key: 'household',
  name: 'Household Essentials',
  isActive: true,
  background: '#e0e7ff',
  tile: { kind: 'bottle', colour: '#4f46e5', label: 'Clean' },
  gst: 18,
  taxType: 'EXCLUSIVE',
  hsn: '3402',
  describe: (p) => `${fullName(p)} for a clean, fresh home. Keep out of reach of children.`,
  hi: { name: 'घर की ज़रूरतें', describe: (p) => `${hindiFullName(p)}: साफ़-सुथरे, महकते घर के लिए। बच्चों की पहुँच से दूर रखें।` },
  // prettier-ignore
  products: [
    product('Easy Wash Detergent Powder', 'Surf Excel', 'packet', '#1d4ed8', [[1, 'KG', 140], [3, 'KG', 399]], { hi: { name: 'ईज़ी वॉश डिटर्जेंट पाउडर' }, short: 'Surf Excel' }),
    product('Double Power Detergent', 'Tide Plus', 'packet', '#ea580c', [[1, 'KG', 120]], { hi: { name: 'डबल पावर डिटर्जेंट' }, short: 'Tide Plus' }),
    product('Matic Front Load Liquid', 'Ariel', 'bottle', '#15803d', [[1, 'LITRE', 299]], { hi: { name: 'मैटिक फ़्रंट लोड लिक्विड' }, short: 'Ariel Matic' }),
    product('Detergent Bar', 'Rin', 'bar', '#2563eb', [[250, 'GM', 22]], { hi: { name: 'कपड़े धोने का साबुन' }, short: 'Rin Bar', fullPrice: true }),
    product('Dishwash Bar', 'Vim', 'bar', '#65a30d', [[300, 'GM', 30]], { hi: { name: 'बर्तन धोने का साबुन' }, short: 'Vim Bar' }),
    product('Dishwash Liquid Gel Lemon', 'Vim', 'bottle', '#84cc16', [[500, 'ML', 115]], { hi: { name: 'बर्तन धोने का जेल, नींबू' }, short: 'Vim Liquid' }),
    product('Power Plus Toilet Cleaner', 'Harpic', 'bottle', '#1e40af', [[500, 'ML', 105]], { hi: { name: 'पावर प्लस टॉयलेट क्लीनर' }, short: 'Harpic', hsn: '3808' }),
    product('Floor Cleaner Citrus', 'Lizol', 'bottle', '#facc15', [[975, 'ML', 219]], { hi: { name: 'फ़्लोर क्लीनर सिट्रस' }, short: 'Lizol Citrus', hsn: '3808' }),
    product('Glass Cleaner', 'Colin', 'bottle', '#0ea5e9', [[500, 'ML', 110], [2, 'LITRE', 380]], { hi: { name: 'ग्लास क्लीनर' }, hiddenFirstVariant: true }),
    product('Gold Flash Refill', 'Good Knight', 'box', '#7c3aed', [[45, 'ML', 85]], { hi: { name: 'गोल्ड फ़्लैश रिफ़िल' }, short: 'Good Knight Refill', hsn: '3808' }),
    product('Scrub Pad', 'Scotch-Brite', 'packet', '#16a34a', [[3, 'PIECE', 60]], { hi: { name: 'स्क्रब पैड' }, hsn: '6805' }),
    product('Garbage Bags Medium', 'Ezee', 'box', '#111827', [[30, 'PIECE', 99]], { hi: { name: 'कचरा बैग, मीडियम' }, short: 'Garbage Bags', hsn: '3923' }),
    product('Aluminium Foil 9 m', 'Freshwrapp', 'box', '#94a3b8', [[1, 'PIECE', 105]], { hi: { name: 'एल्युमिनियम फ़ॉइल 9 मीटर' }, short: 'Aluminium Foil', hsn: '7607' }),
    product('Three in One Agarbatti', 'Cycle', 'box', '#b45309', [[1, 'PACK', 60]], { hi: { name: '3 इन 1 अगरबत्ती' }, short: 'Agarbatti', gst: 5, taxType: 'INCLUSIVE', hsn: '3307' }),
    product('Camphor Tablets', 'Mangaldeep', 'jar', '#f1f5f9', [[50, 'GM', 85]], { hi: { name: 'कपूर की टिकिया' }, short: 'Kapoor', gst: 12, hsn: '2914' }),
  ],
};

export const sweets: CategorySeed = {
  key: 'sweets',
  name: 'Sweets & Chocolates',
  isActive: true,
  background: '#fae8ff',
  tile: { kind: 'laddoo', colour: '#f59e0b', label: null },
  gst: 5,
  taxType: 'INCLUSIVE',
  hsn: '2106',
  describe: (p) => `${fullName(p)}, made for festivals, guests and sweet cravings. Best enjoyed fresh.`,
  hi: {
    name: 'मिठाई और चॉकलेट',
    describe: (p) => `${hindiFullName(p)}: त्योहार हो, मेहमान आएँ या मीठा खाने का मन हो। ताज़ा खाने में सबसे अच्छा।`,
  },
  // prettier-ignore
  products: [
    product('Soan Papdi', "Haldiram's", 'box', '#f59e0b', [[500, 'GM', 150]], { hi: { name: 'सोन पापड़ी' } }),
    product('Rasgulla', "Haldiram's", 'can', '#fde68a', [[1, 'KG', 200]], { hi: { name: 'रसगुल्ला' } }),
    product('Gulab Jamun', "Haldiram's", 'can', '#7c2d12', [[1, 'KG', 210]], { hi: { name: 'गुलाब जामुन' } }),
    product('Motichoor Laddoo', 'Anand Sweets', 'laddoo', '#f59e0b', [[500, 'GM', 320]], { hi: { name: 'मोतीचूर लड्डू' } }),
    product('Kaju Katli', 'Anand Sweets', 'katli', '#f3e8d2', [[250, 'GM', 320]], { hi: { name: 'काजू कतली' } }),
    product('Mysore Pak', 'Sri Krishna Sweets', 'katli', '#eab308', [[250, 'GM', 240]], { hi: { name: 'मैसूर पाक' } }),
    product('Dharwad Peda', 'Babu Singh Thakur', 'laddoo', '#92400e', [[250, 'GM', 160]], { hi: { name: 'धारवाड़ पेड़ा' }, short: 'Dharwad Peda' }),
    product('Dairy Milk Silk', 'Cadbury', 'box', '#581c87', [[60, 'GM', 80]], { hi: { name: 'डेयरी मिल्क सिल्क' }, gst: 18, fullPrice: true, hsn: '1806' }),
    product('Celebrations Gift Pack', 'Cadbury', 'box', '#7e22ce', [[177, 'GM', 199]], { hi: { name: 'सेलिब्रेशन्स गिफ़्ट पैक' }, gst: 18, short: 'Celebrations', outOfStock: true, hsn: '1806' }),
    product('KitKat', 'Nestle', 'packet', '#dc2626', [[37, 'GM', 25]], { hi: { name: 'किटकैट' }, gst: 18, fullPrice: true, hsn: '1806' }),
  ],
};

export const frozen: CategorySeed = {
  key: 'frozen',
  name: 'Frozen & Ready to Cook',
  isActive: true,
  background: '#cffafe',
  tile: { kind: 'tub', colour: '#0891b2', label: 'Frozen' },
  gst: 12,
  taxType: 'INCLUSIVE',
  hsn: '2004',
  describe: (p) => `${fullName(p)}. Keep frozen at -18 °C; do not refreeze once thawed.`,
  hi: {
    name: 'फ़्रोज़न और झटपट खाना',
    describe: (p) => `${hindiFullName(p)}: -18 °C पर फ़्रीज़र में रखें; एक बार पिघलने के बाद दोबारा न जमाएँ।`,
  },
  // prettier-ignore
  products: [
    product('French Fries', 'McCain', 'packet', '#facc15', [[420, 'GM', 125]], { hi: { name: 'फ़्रेंच फ़्राइज़' } }),
    product('Aloo Tikki', 'McCain', 'packet', '#ea580c', [[400, 'GM', 115]], { hi: { name: 'आलू टिक्की' } }),
    product('Frozen Green Peas', 'Safal', 'packet', '#16a34a', [[500, 'GM', 95]], { hi: { name: 'फ़्रोज़न हरी मटर' }, gst: 5, short: 'Green Peas', hsn: '0710' }),
    product('Vanilla Magic Ice Cream', 'Amul', 'tub', '#fde68a', [[1, 'LITRE', 210]], { hi: { name: 'वनीला मैजिक आइसक्रीम' }, gst: 18, short: 'Vanilla Ice Cream', hsn: '2105' }),
    product('Chocolate Brownie Fudge Tub', "Kwality Wall's", 'tub', '#5b2a0f', [[700, 'ML', 299]], { hi: { name: 'चॉकलेट ब्राउनी फ़ज टब' }, gst: 18, short: 'Brownie Fudge Tub', outOfStock: true, hsn: '2105' }),
    product('Veg Momos', 'Prasuma', 'packet', '#0f766e', [[240, 'GM', 150]], { hi: { name: 'वेज मोमोज़' }, hsn: '1902' }),
    product('Idli & Dosa Batter', 'iD Fresh', 'pouch', '#f8fafc', [[1, 'KG', 90]], { hi: { name: 'इडली-डोसा बैटर' }, gst: 5, short: 'Idli Dosa Batter', subscribable: true, hsn: '2106' }),
    product('Malabar Parota', 'iD Fresh', 'packet', '#d97706', [[5, 'PIECE', 75]], { hi: { name: 'मालाबार पराठा' }, gst: 5, short: 'Malabar Parota', hsn: '1905' }),
    product('Veg Nuggets', 'ITC Master Chef', 'packet', '#b91c1c', [[450, 'GM', 199]], { hi: { name: 'वेज नगेट्स' } }),
  ],
};

export const babyCare: CategorySeed = {
  key: 'baby-care',
  name: 'Baby Care',
  isActive: true,
  background: '#fdf2f8',
  tile: { kind: 'bottle', colour: '#f9a8d4', label: 'Baby' },
  gst: 12,
  taxType: 'EXCLUSIVE',
  hsn: '3304',
  describe: (p) => `${fullName(p)}: gentle, dermatologically tested care for your little one.`,
  hi: {
    name: 'बच्चों की देखभाल',
    describe: (p) => `${hindiFullName(p)}: आपके नन्हे-मुन्ने के लिए कोमल देखभाल, त्वचा के डॉक्टरों से जाँची-परखी।`,
  },
  // prettier-ignore
  products: [
    product('Baby Dry Pants Medium', 'Pampers', 'packet', '#0d9488', [[56, 'PIECE', 1099]], { hi: { name: 'बेबी ड्राई पैंट्स, मीडियम' }, short: 'Pampers Pants M', hsn: '9619' }),
    product('Wonder Pants Small', 'Huggies', 'packet', '#dc2626', [[42, 'PIECE', 699]], { hi: { name: 'वंडर पैंट्स, स्मॉल' }, short: 'Huggies Pants S', outOfStock: true, hsn: '9619' }),
    product('Baby Powder', "Johnson's", 'bottle', '#f9a8d4', [[200, 'GM', 199]], { hi: { name: 'बेबी पाउडर' }, gst: 18 }),
    product('Baby Soap', "Johnson's", 'bar', '#fbcfe8', [[75, 'GM', 55]], { hi: { name: 'बेबी साबुन' }, gst: 18, hsn: '3401' }),
    product('Gentle Baby Lotion', 'Himalaya', 'bottle', '#60a5fa', [[200, 'ML', 185]], { hi: { name: 'कोमल बेबी लोशन' }, gst: 18, short: 'Baby Lotion' }),
    product('Gentle Baby Wipes', 'Himalaya', 'packet', '#93c5fd', [[72, 'PIECE', 199]], { hi: { name: 'कोमल बेबी वाइप्स' }, short: 'Baby Wipes', hsn: '3307' }),
    product('Cerelac Wheat Apple', 'Nestle', 'box', '#dc2626', [[300, 'GM', 265]], { hi: { name: 'सेरेलैक गेहूँ और सेब' }, gst: 18, short: 'Cerelac', hsn: '1901' }),
    product('Lactogen 1 Infant Formula', 'Nestle', 'can', '#2563eb', [[400, 'GM', 515]], { hi: { name: 'लैक्टोजन 1 शिशु आहार' }, gst: 18, short: 'Lactogen 1', fullPrice: true, hsn: '1901' }),
    product('Baby Massage Oil', 'Dabur Lal Tail', 'bottle', '#b91c1c', [[200, 'ML', 210]], { hi: { name: 'बेबी मालिश तेल' }, short: 'Lal Tail', hsn: '3004' }),
  ],
};

/** Sold out after Diwali and switched off by the shop; its products stay in the catalogue. */
export const festiveHampers: CategorySeed = {
  key: 'festive-hampers',
  name: 'Festive Hampers',
  isActive: false,
  background: '#fee2e2',
  tile: { kind: 'box', colour: '#be123c', label: 'Diwali' },
  gst: 12,
  taxType: 'INCLUSIVE',
  hsn: '0813',
  describe: (p) => `${fullName(p)}: a festive gift hamper, packed with care for Diwali.`,
  hi: {
    name: 'त्योहार के गिफ़्ट हैम्पर',
    describe: (p) => `${hindiFullName(p)}: दिवाली के लिए प्यार से सजाया गया त्योहारी गिफ़्ट हैम्पर।`,
  },
  // prettier-ignore
  products: [
    product('Diwali Dry Fruit Hamper', 'Sharma Store Specials', 'box', '#be123c', [[1, 'PACK', 999]], { hi: { name: 'दिवाली मेवा हैम्पर' }, short: 'Dry Fruit Hamper' }),
    product('Pooja Thali Combo', 'Sharma Store Specials', 'laddoo', '#f59e0b', [[1, 'PACK', 499]], { hi: { name: 'पूजा थाली कॉम्बो' }, short: 'Pooja Combo', hsn: '3307' }),
  ],
};

/** Active but still empty: the shop has announced it, stock arrives next month. */
export const petCare: CategorySeed = {
  key: 'pet-care',
  name: 'Pet Care',
  isActive: true,
  background: '#ecfccb',
  tile: { kind: 'packet', colour: '#65a30d', label: 'Pets' },
  gst: 18,
  taxType: 'INCLUSIVE',
  hsn: '2309',
  describe: (p) => fullName(p),
  hi: { name: 'पालतू जानवरों का सामान', describe: (p) => hindiFullName(p) },
  products: [],
};
