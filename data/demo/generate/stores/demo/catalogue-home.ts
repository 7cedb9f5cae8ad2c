import { fullName, product, type CategorySeed } from '../../catalogue/catalogue-types.ts';

export const personalCare: CategorySeed = {
  key: 'personal-care',
  name: 'Personal Care',
  isActive: true,
  background: '#fce7f3',
  tile: { kind: 'bar', colour: '#f472b6', label: 'Care' },
  gst: 18,
  taxType: 'EXCLUSIVE',
  describe: (p) => `${fullName(p)} for the daily routine of the whole family. For external use only.`,
  // prettier-ignore
  products: [
    product('Cream Beauty Bathing Bar', 'Dove', 'bar', '#e0f2fe', [[125, 'GM', 72]], { short: 'Dove Soap' }),
    product('Sandal & Turmeric Soap', 'Santoor', 'bar', '#f59e0b', [[100, 'GM', 38], [4, 'PACK', 140]], { short: 'Santoor Soap' }),
    product('Ayurvedic Soap', 'Medimix', 'bar', '#15803d', [[125, 'GM', 45]], { short: 'Medimix Soap' }),
    product('Soft Touch Soap', 'Lux', 'bar', '#ec4899', [[150, 'GM', 48]], { short: 'Lux Soap' }),
    product('Strong Teeth Toothpaste', 'Colgate', 'tube', '#dc2626', [[200, 'GM', 110]], { short: 'Colgate Toothpaste' }),
    product('Red Toothpaste', 'Dabur', 'tube', '#991b1b', [[200, 'GM', 125]], { short: 'Dabur Red' }),
    product('Anti-Dandruff Shampoo', 'Head & Shoulders', 'bottle', '#1e40af', [[340, 'ML', 399]], { short: 'Anti-Dandruff Shampoo' }),
    product('Strong & Long Shampoo', 'Clinic Plus', 'bottle', '#db2777', [[340, 'ML', 230]], { short: 'Clinic Plus Shampoo' }),
    product('Amla Hair Oil', 'Dabur', 'bottle', '#15803d', [[275, 'ML', 145]]),
    product('Purifying Neem Face Wash', 'Himalaya', 'tube', '#16a34a', [[150, 'ML', 190]], { short: 'Neem Face Wash' }),
    product('Soft Light Moisturising Cream', 'Nivea', 'jar', '#1d4ed8', [[100, 'ML', 199]], { short: 'Nivea Soft' }),
    product('Original Liquid Handwash', 'Dettol', 'bottle', '#15803d', [[200, 'ML', 99]], { short: 'Dettol Handwash' }),
    product('Guard Razor', 'Gillette', 'box', '#1e3a8a', [[1, 'PIECE', 30]], { fullPrice: true }),
    product('Sensitive Toothbrush', 'Sensodyne', 'box', '#0ea5e9', [[2, 'PACK', 150]], { short: 'Toothbrush' }),
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
  describe: (p) => `${fullName(p)} for a clean, fresh home. Keep out of reach of children.`,
  // prettier-ignore
  products: [
    product('Easy Wash Detergent Powder', 'Surf Excel', 'packet', '#1d4ed8', [[1, 'KG', 140], [3, 'KG', 399]], { short: 'Surf Excel' }),
    product('Double Power Detergent', 'Tide Plus', 'packet', '#ea580c', [[1, 'KG', 120]], { short: 'Tide Plus' }),
    product('Matic Front Load Liquid', 'Ariel', 'bottle', '#15803d', [[1, 'LITRE', 299]], { short: 'Ariel Matic' }),
    product('Detergent Bar', 'Rin', 'bar', '#2563eb', [[250, 'GM', 22]], { short: 'Rin Bar', fullPrice: true }),
    product('Dishwash Bar', 'Vim', 'bar', '#65a30d', [[300, 'GM', 30]], { short: 'Vim Bar' }),
    product('Dishwash Liquid Gel Lemon', 'Vim', 'bottle', '#84cc16', [[500, 'ML', 115]], { short: 'Vim Liquid' }),
    product('Power Plus Toilet Cleaner', 'Harpic', 'bottle', '#1e40af', [[500, 'ML', 105]], { short: 'Harpic' }),
    product('Floor Cleaner Citrus', 'Lizol', 'bottle', '#facc15', [[975, 'ML', 219]], { short: 'Lizol Citrus' }),
    product('Glass Cleaner', 'Colin', 'bottle', '#0ea5e9', [[500, 'ML', 110], [2, 'LITRE', 380]], { hiddenFirstVariant: true }),
    product('Gold Flash Refill', 'Good Knight', 'box', '#7c3aed', [[45, 'ML', 85]], { short: 'Good Knight Refill' }),
    product('Scrub Pad', 'Scotch-Brite', 'packet', '#16a34a', [[3, 'PIECE', 60]]),
    product('Garbage Bags Medium', 'Ezee', 'box', '#111827', [[30, 'PIECE', 99]], { short: 'Garbage Bags' }),
    product('Aluminium Foil 9 m', 'Freshwrapp', 'box', '#94a3b8', [[1, 'PIECE', 105]], { short: 'Aluminium Foil' }),
    product('Three in One Agarbatti', 'Cycle', 'box', '#b45309', [[1, 'PACK', 60]], { short: 'Agarbatti', gst: 5, taxType: 'INCLUSIVE' }),
    product('Camphor Tablets', 'Mangaldeep', 'jar', '#f1f5f9', [[50, 'GM', 85]], { short: 'Kapoor', gst: 12 }),
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
  describe: (p) => `${fullName(p)}, made for festivals, guests and sweet cravings. Best enjoyed fresh.`,
  // prettier-ignore
  products: [
    product('Soan Papdi', "Haldiram's", 'box', '#f59e0b', [[500, 'GM', 150]]),
    product('Rasgulla', "Haldiram's", 'can', '#fde68a', [[1, 'KG', 200]]),
    product('Gulab Jamun', "Haldiram's", 'can', '#7c2d12', [[1, 'KG', 210]]),
    product('Motichoor Laddoo', 'Anand Sweets', 'laddoo', '#f59e0b', [[500, 'GM', 320]]),
    product('Kaju Katli', 'Anand Sweets', 'katli', '#f3e8d2', [[250, 'GM', 320]]),
    product('Mysore Pak', 'Sri Krishna Sweets', 'katli', '#eab308', [[250, 'GM', 240]]),
    product('Dharwad Peda', 'Babu Singh Thakur', 'laddoo', '#92400e', [[250, 'GM', 160]], { short: 'Dharwad Peda' }),
    product('Dairy Milk Silk', 'Cadbury', 'box', '#581c87', [[60, 'GM', 80]], { gst: 18, fullPrice: true }),
    product('Celebrations Gift Pack', 'Cadbury', 'box', '#7e22ce', [[177, 'GM', 199]], { gst: 18, short: 'Celebrations', outOfStock: true }),
    product('KitKat', 'Nestle', 'packet', '#dc2626', [[37, 'GM', 25]], { gst: 18, fullPrice: true }),
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
  describe: (p) => `${fullName(p)}. Keep frozen at -18 °C; do not refreeze once thawed.`,
  // prettier-ignore
  products: [
    product('French Fries', 'McCain', 'packet', '#facc15', [[420, 'GM', 125]]),
    product('Aloo Tikki', 'McCain', 'packet', '#ea580c', [[400, 'GM', 115]]),
    product('Frozen Green Peas', 'Safal', 'packet', '#16a34a', [[500, 'GM', 95]], { gst: 5, short: 'Green Peas' }),
    product('Vanilla Magic Ice Cream', 'Amul', 'tub', '#fde68a', [[1, 'LITRE', 210]], { gst: 18, short: 'Vanilla Ice Cream' }),
    product('Chocolate Brownie Fudge Tub', "Kwality Wall's", 'tub', '#5b2a0f', [[700, 'ML', 299]], { gst: 18, short: 'Brownie Fudge Tub', outOfStock: true }),
    product('Veg Momos', 'Prasuma', 'packet', '#0f766e', [[240, 'GM', 150]]),
    product('Idli & Dosa Batter', 'iD Fresh', 'pouch', '#f8fafc', [[1, 'KG', 90]], { gst: 5, short: 'Idli Dosa Batter', subscribable: true }),
    product('Malabar Parota', 'iD Fresh', 'packet', '#d97706', [[5, 'PIECE', 75]], { gst: 5, short: 'Malabar Parota' }),
    product('Veg Nuggets', 'ITC Master Chef', 'packet', '#b91c1c', [[450, 'GM', 199]]),
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
  describe: (p) => `${fullName(p)}: gentle, dermatologically tested care for your little one.`,
  // prettier-ignore
  products: [
    product('Baby Dry Pants Medium', 'Pampers', 'packet', '#0d9488', [[56, 'PIECE', 1099]], { short: 'Pampers Pants M' }),
    product('Wonder Pants Small', 'Huggies', 'packet', '#dc2626', [[42, 'PIECE', 699]], { short: 'Huggies Pants S', outOfStock: true }),
    product('Baby Powder', "Johnson's", 'bottle', '#f9a8d4', [[200, 'GM', 199]], { gst: 18 }),
    product('Baby Soap', "Johnson's", 'bar', '#fbcfe8', [[75, 'GM', 55]], { gst: 18 }),
    product('Gentle Baby Lotion', 'Himalaya', 'bottle', '#60a5fa', [[200, 'ML', 185]], { gst: 18, short: 'Baby Lotion' }),
    product('Gentle Baby Wipes', 'Himalaya', 'packet', '#93c5fd', [[72, 'PIECE', 199]], { short: 'Baby Wipes' }),
    product('Cerelac Wheat Apple', 'Nestle', 'box', '#dc2626', [[300, 'GM', 265]], { gst: 18, short: 'Cerelac' }),
    product('Lactogen 1 Infant Formula', 'Nestle', 'can', '#2563eb', [[400, 'GM', 515]], { gst: 18, short: 'Lactogen 1', fullPrice: true }),
    product('Baby Massage Oil', 'Dabur Lal Tail', 'bottle', '#b91c1c', [[200, 'ML', 210]], { short: 'Lal Tail' }),
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
  describe: (p) => `${fullName(p)}: a festive gift hamper, packed with care for Diwali.`,
  // prettier-ignore
  products: [
    product('Diwali Dry Fruit Hamper', 'Sharma Store Specials', 'box', '#be123c', [[1, 'PACK', 999]], { short: 'Dry Fruit Hamper' }),
    product('Pooja Thali Combo', 'Sharma Store Specials', 'laddoo', '#f59e0b', [[1, 'PACK', 499]], { short: 'Pooja Combo' }),
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
  describe: (p) => fullName(p),
  products: [],
};
