import { fullName, hindiFullName, product, type CategorySeed } from '../../catalogue/catalogue-types.ts';

export const attaRiceDal: CategorySeed = {
  key: 'atta-rice-dal',
  name: 'Atta, Rice & Dal',
  isActive: true,
  background: '#fef3c7',
  tile: { kind: 'sack', colour: '#c2410c', label: 'Atta' },
  gst: 5,
  taxType: 'INCLUSIVE',
  hsn: '0713',
  describe: (p) =>
    `${fullName(p)}: cleaned, sorted and sealed for freshness. Store in a cool, dry place and transfer to an airtight container after opening.`,
  hi: {
    name: 'आटा, चावल और दाल',
    describe: (p) =>
      `${hindiFullName(p)}: साफ़ करके, छाँटकर, ताज़गी के लिए सील पैक। ठंडी, सूखी जगह पर रखें और खोलने के बाद हवाबंद डिब्बे में भर लें।`,
  },
  // prettier-ignore
  products: [
    product('Shudh Chakki Atta', 'Aashirvaad', 'sack', '#c2410c', [[5, 'KG', 285], [10, 'KG', 540]], { hi: { name: 'शुद्ध चक्की आटा', description: 'आशीर्वाद शुद्ध चक्की आटा बढ़िया साबुत गेहूँ से बनता है और पारंपरिक चक्की में पिसता है, ताकि रोटियाँ नरम और फूली-फूली बनें और देर तक नरम रहें।' }, short: 'Chakki Atta', description: 'Aashirvaad Shudh Chakki Atta is made from the finest whole wheat, ground the traditional chakki way for soft, fluffy rotis that stay soft for longer.', hsn: '1101' }),
    product('Chakki Fresh Atta', 'Pillsbury', 'sack', '#1d4ed8', [[5, 'KG', 265]], { hi: { name: 'चक्की फ़्रेश आटा' }, hsn: '1101' }),
    product('Chakki Fresh Atta', 'Fortune', 'sack', '#ca8a04', [[5, 'KG', 255], [10, 'KG', 495]], { hi: { name: 'चक्की फ़्रेश आटा' }, hsn: '1101' }),
    product('Multigrain Atta', 'Aashirvaad', 'sack', '#92400e', [[1, 'KG', 75], [5, 'KG', 340]], { hi: { name: 'मल्टीग्रेन आटा' }, hsn: '1101' }),
    product('Classic Basmati Rice', 'India Gate', 'sack', '#7f1d1d', [[1, 'KG', 210], [5, 'KG', 980]], { hi: { name: 'क्लासिक बासमती चावल' }, short: 'Basmati Rice', hsn: '1006' }),
    product('Rozana Super Basmati Rice', 'Daawat', 'sack', '#b91c1c', [[5, 'KG', 499]], { hi: { name: 'रोज़ाना सुपर बासमती चावल' }, short: 'Rozana Basmati', hiddenFirstVariant: true, hsn: '1006' }),
    product('Sona Masoori Rice', 'Fortune', 'sack', '#15803d', [[5, 'KG', 420], [10, 'KG', 820]], { hi: { name: 'सोना मसूरी चावल' }, short: 'Sona Masoori', hsn: '1006' }),
    product('Unpolished Toor Dal', 'Tata Sampann', 'pouch', '#ca8a04', [[500, 'GM', 95], [1, 'KG', 185]], { hi: { name: 'बिना पॉलिश की तूर दाल' }, short: 'Toor Dal' }),
    product('Moong Dal', 'Tata Sampann', 'pouch', '#65a30d', [[500, 'GM', 85]], { hi: { name: 'मूंग दाल' } }),
    product('Chana Dal', 'Tata Sampann', 'pouch', '#d97706', [[1, 'KG', 110]], { hi: { name: 'चना दाल' } }),
    product('Masoor Dal', 'Fortune', 'pouch', '#ea580c', [[1, 'KG', 120]], { hi: { name: 'मसूर दाल' } }),
    product('Organic Urad Dal Whole', '24 Mantra', 'pouch', '#3f3f46', [[500, 'GM', 98]], { hi: { name: 'ऑर्गेनिक साबुत उड़द' }, short: 'Urad Dal' }),
    product('Rajma Chitra', 'Tata Sampann', 'pouch', '#9f1239', [[500, 'GM', 110]], { hi: { name: 'राजमा चित्रा' } }),
    product('Kabuli Chana', 'Fortune', 'pouch', '#d6a35c', [[1, 'KG', 150]], { hi: { name: 'काबुली चना' } }),
    product('Bombay Rava (Sooji)', 'Aashirvaad', 'pouch', '#f59e0b', [[500, 'GM', 42]], { hi: { name: 'सूजी (बॉम्बे रवा)' }, short: 'Rava', hsn: '1103' }),
    product('Besan', 'Rajdhani', 'pouch', '#eab308', [[500, 'GM', 60]], { hi: { name: 'बेसन' }, hsn: '1106' }),
    product('Thick Poha', 'Tata Sampann', 'pouch', '#f97316', [[500, 'GM', 48]], { hi: { name: 'मोटा पोहा' }, short: 'Poha', hsn: '1104' }),
    product('Refined Sugar', 'Madhur', 'pouch', '#0ea5e9', [[1, 'KG', 52], [5, 'KG', 250]], { hi: { name: 'रिफ़ाइंड चीनी' }, short: 'Sugar', hsn: '1701' }),
    product('Iodised Salt', 'Tata', 'pouch', '#1d4ed8', [[1, 'KG', 28]], { hi: { name: 'आयोडीन युक्त नमक' }, short: 'Tata Salt', gst: 0, fullPrice: true, hsn: '2501' }),
  ],
};

export const masalaAndSpices: CategorySeed = {
  key: 'masala-spices',
  name: 'Masala & Spices',
  isActive: true,
  background: '#fee2e2',
  tile: { kind: 'box', colour: '#dc2626', label: 'Masala' },
  gst: 5,
  taxType: 'INCLUSIVE',
  hsn: '0910',
  describe: (p) =>
    `${fullName(p)}, blended from hand-picked spices for the aroma of home cooking. Keep the pack closed and away from moisture.`,
  hi: {
    name: 'मसाले',
    describe: (p) => `${hindiFullName(p)}: चुने हुए मसालों से, घर के खाने जैसी ख़ुशबू के लिए। पैक बंद रखें और नमी से बचाएँ।`,
  },
  // prettier-ignore
  products: [
    product('Deggi Mirch', 'MDH', 'box', '#dc2626', [[100, 'GM', 92]], { hi: { name: 'देगी मिर्च' }, hsn: '0904' }),
    product('Chana Masala', 'MDH', 'box', '#b91c1c', [[100, 'GM', 80]], { hi: { name: 'चना मसाला' } }),
    product('Kitchen King Masala', 'MDH', 'box', '#ea580c', [[100, 'GM', 85]], { hi: { name: 'किचन किंग मसाला' }, short: 'Kitchen King' }),
    product('Garam Masala', 'Everest', 'box', '#7c2d12', [[100, 'GM', 94]], { hi: { name: 'गरम मसाला' } }),
    product('Tikhalal Chilli Powder', 'Everest', 'box', '#e11d48', [[200, 'GM', 110]], { hi: { name: 'तीखालाल मिर्च पाउडर' }, short: 'Chilli Powder', hsn: '0904' }),
    product('Turmeric Powder', 'Catch', 'pouch', '#eab308', [[200, 'GM', 62]], { hi: { name: 'हल्दी पाउडर' }, short: 'Haldi Powder' }),
    product('Coriander Powder', 'Everest', 'box', '#65a30d', [[100, 'GM', 45]], { hi: { name: 'धनिया पाउडर' }, hsn: '0909' }),
    product('Sambar Powder', 'MTR', 'box', '#c2410c', [[100, 'GM', 60]], { hi: { name: 'सांभर पाउडर' } }),
    product('Rasam Powder', 'MTR', 'box', '#991b1b', [[100, 'GM', 58]], { hi: { name: 'रसम पाउडर' } }),
    product('Pav Bhaji Masala', 'Badshah', 'box', '#d97706', [[100, 'GM', 72]], { hi: { name: 'पाव भाजी मसाला' } }),
    product('Jeera (Cumin Seeds)', 'Catch', 'pouch', '#78350f', [[100, 'GM', 75]], { hi: { name: 'जीरा' }, short: 'Jeera', hsn: '0909' }),
    product('Mustard Seeds', 'Tata Sampann', 'pouch', '#57534e', [[100, 'GM', 30]], { hi: { name: 'राई' }, short: 'Rai', hsn: '1207' }),
    product('Black Pepper Whole', 'Tata Sampann', 'jar', '#292524', [[50, 'GM', 95]], { hi: { name: 'साबुत काली मिर्च' }, short: 'Black Pepper', hsn: '0904' }),
    product('Compounded Hing', 'Catch', 'jar', '#ca8a04', [[50, 'GM', 120]], { hi: { name: 'बाँधनी हींग' }, short: 'Hing', hsn: '1301' }),
    product('Green Elaichi', 'Tata Sampann', 'pouch', '#4d7c0f', [[50, 'GM', 175]], { hi: { name: 'हरी इलायची' }, short: 'Elaichi', hsn: '0908' }),
  ],
};

export const oilsAndGhee: CategorySeed = {
  key: 'oils-ghee',
  name: 'Oils & Ghee',
  isActive: true,
  background: '#fef9c3',
  tile: { kind: 'bottle', colour: '#eab308', label: 'Oil' },
  gst: 5,
  taxType: 'INCLUSIVE',
  hsn: '1512',
  describe: (p) => `${fullName(p)} for everyday tadka, frying and sweets. Store away from direct sunlight.`,
  hi: { name: 'तेल और घी', describe: (p) => `${hindiFullName(p)}: रोज़ के तड़के, तलने और मिठाइयों के लिए। सीधी धूप से दूर रखें।` },
  // prettier-ignore
  products: [
    product('Sunlite Refined Sunflower Oil', 'Fortune', 'bottle', '#eab308', [[1, 'LITRE', 165], [5, 'LITRE', 799]], { hi: { name: 'सनलाइट रिफ़ाइंड सूरजमुखी तेल' }, short: 'Sunflower Oil' }),
    product('Kachi Ghani Mustard Oil', 'Fortune', 'bottle', '#ca8a04', [[1, 'LITRE', 185]], { hi: { name: 'कच्ची घानी सरसों तेल' }, short: 'Mustard Oil', hsn: '1514' }),
    product('Gold Blended Oil', 'Saffola', 'bottle', '#1d4ed8', [[1, 'LITRE', 210], [5, 'LITRE', 985]], { hi: { name: 'गोल्ड ब्लेंडेड तेल' }, short: 'Saffola Gold', hsn: '1515' }),
    product('Filtered Groundnut Oil', 'Dhara', 'bottle', '#b45309', [[1, 'LITRE', 220]], { hi: { name: 'फ़िल्टर्ड मूंगफली तेल' }, short: 'Groundnut Oil', hsn: '1508' }),
    product('Refined Sunflower Oil', 'Gold Winner', 'bottle', '#f59e0b', [[1, 'LITRE', 160]], { hi: { name: 'रिफ़ाइंड सूरजमुखी तेल' }, short: 'Sunflower Oil' }),
    product('Pure Coconut Oil', 'Parachute', 'bottle', '#0f766e', [[500, 'ML', 140]], { hi: { name: 'शुद्ध नारियल तेल' }, short: 'Coconut Oil', hsn: '1513' }),
    product('Pure Olive Oil', 'Figaro', 'can', '#4d7c0f', [[500, 'ML', 649]], { hi: { name: 'शुद्ध जैतून का तेल' }, short: 'Olive Oil', outOfStock: true, hsn: '1509' }),
    product('Gingelly Oil', 'Idhayam', 'bottle', '#a16207', [[1, 'LITRE', 385]], { hi: { name: 'तिल का तेल' }, short: 'Sesame Oil', hsn: '1515' }),
    product('Pure Ghee', 'Amul', 'jar', '#f59e0b', [[500, 'ML', 310], [1, 'LITRE', 615]], { hi: { name: 'शुद्ध घी' }, gst: 12, short: 'Amul Ghee', hsn: '0405' }),
    product('Cow Ghee', 'Gowardhan', 'jar', '#d97706', [[1, 'LITRE', 650]], { hi: { name: 'गाय का घी' }, gst: 12, hsn: '0405' }),
    product('Cow Ghee', 'Patanjali', 'jar', '#16a34a', [[1, 'LITRE', 620]], { hi: { name: 'गाय का घी' }, gst: 12, hsn: '0405' }),
    product('Ghee', 'Nandini', 'carton', '#0369a1', [[500, 'ML', 330]], { hi: { name: 'घी' }, gst: 12, short: 'Nandini Ghee', hsn: '0405' }),
  ],
};

export const snacksAndNamkeen: CategorySeed = {
  key: 'snacks-namkeen',
  name: 'Snacks & Namkeen',
  isActive: true,
  background: '#ffedd5',
  tile: { kind: 'packet', colour: '#ea580c', label: 'Namkeen' },
  gst: 12,
  taxType: 'INCLUSIVE',
  hsn: '2106',
  describe: (p) => `${fullName(p)}: crunchy, tasty and made for evening chai. Best before the date on the pack.`,
  hi: {
    name: 'स्नैक्स और नमकीन',
    describe: (p) => `${hindiFullName(p)}: शाम की चाय के साथ कुरकुरा, चटपटा स्वाद। पैक पर लिखी तारीख से पहले इस्तेमाल करें।`,
  },
  // prettier-ignore
  products: [
    product('Aloo Bhujia', "Haldiram's", 'packet', '#ea580c', [[200, 'GM', 55], [400, 'GM', 105]], { hi: { name: 'आलू भुजिया' } }),
    product('Bhujia Sev', "Haldiram's", 'packet', '#dc2626', [[400, 'GM', 105]], { hi: { name: 'भुजिया सेव' } }),
    product('Navrattan Mix', "Haldiram's", 'packet', '#16a34a', [[200, 'GM', 55]], { hi: { name: 'नवरतन मिक्स' } }),
    product('Moong Dal', "Haldiram's", 'packet', '#ca8a04', [[200, 'GM', 55]], { hi: { name: 'मूंग दाल' }, short: 'Moong Dal Namkeen', outOfStock: true }),
    product('Bikaneri Bhujia', 'Bikaji', 'packet', '#b91c1c', [[400, 'GM', 100]], { hi: { name: 'बीकानेरी भुजिया' } }),
    product("India's Magic Masala", "Lay's", 'packet', '#2563eb', [[52, 'GM', 20]], { hi: { name: 'इंडियाज़ मैजिक मसाला' }, short: 'Magic Masala', fullPrice: true, hsn: '2005' }),
    product('Classic Salted', "Lay's", 'packet', '#facc15', [[52, 'GM', 20]], { hi: { name: 'क्लासिक सॉल्टेड' }, fullPrice: true, hsn: '2005' }),
    product('Masala Munch', 'Kurkure', 'packet', '#f97316', [[90, 'GM', 20]], { hi: { name: 'मसाला मंच' }, fullPrice: true, hsn: '1904' }),
    product('Mad Angles Achaari Masti', 'Bingo', 'packet', '#65a30d', [[66, 'GM', 20]], { hi: { name: 'मैड एंगल्स अचारी मस्ती' }, short: 'Mad Angles', hsn: '1904' }),
    product('2-Minute Masala Noodles', 'Maggi', 'packet', '#facc15', [[70, 'GM', 14], [280, 'GM', 56]], { hi: { name: '2-मिनट मसाला नूडल्स' }, short: 'Maggi Masala', gst: 18, hsn: '1902' }),
    product('Butter Lovers Popcorn', 'Act II', 'packet', '#eab308', [[90, 'GM', 35], [150, 'GM', 55]], { hi: { name: 'बटर लवर्स पॉपकॉर्न' }, short: 'Popcorn', hiddenFirstVariant: true, hsn: '1904' }),
    product('Fresh Tomato Ketchup', 'Kissan', 'bottle', '#dc2626', [[950, 'GM', 145]], { hi: { name: 'टमाटर केचप' }, short: 'Tomato Ketchup', hsn: '2103' }),
    product('Hot & Sweet Tomato Chilli Sauce', 'Maggi', 'bottle', '#b91c1c', [[500, 'GM', 120]], { hi: { name: 'हॉट एंड स्वीट टमाटर चिली सॉस' }, short: 'Hot & Sweet Sauce', hsn: '2103' }),
    product('Mango Pickle', "Mother's Recipe", 'jar', '#ca8a04', [[500, 'GM', 160]], { hi: { name: 'आम का अचार' }, hsn: '2001' }),
    product('Avakaya Pickle', 'Priya', 'jar', '#b91c1c', [[300, 'GM', 130]], { hi: { name: 'आवकाया अचार' }, hsn: '2001' }),
  ],
};

export const beverages: CategorySeed = {
  key: 'beverages',
  name: 'Tea, Coffee & Beverages',
  isActive: true,
  background: '#ede9fe',
  tile: { kind: 'box', colour: '#b91c1c', label: 'Chai' },
  gst: 18,
  taxType: 'INCLUSIVE',
  hsn: '2202',
  describe: (p) => `${fullName(p)}, a household favourite. Store in a cool, dry place; serve chilled where it applies.`,
  hi: {
    name: 'चाय, कॉफ़ी और पेय',
    describe: (p) => `${hindiFullName(p)}: हर घर की पसंद। ठंडी, सूखी जगह पर रखें; ठंडे पेय ठंडे करके परोसें।`,
  },
  // prettier-ignore
  products: [
    product('Premium Tea', 'Tata Tea', 'box', '#b91c1c', [[250, 'GM', 135], [500, 'GM', 260], [1, 'KG', 510]], { hi: { name: 'प्रीमियम चाय' }, gst: 5, short: 'Tata Tea Premium', hsn: '0902' }),
    product('Red Label Tea', 'Brooke Bond', 'box', '#dc2626', [[500, 'GM', 290]], { hi: { name: 'रेड लेबल चाय' }, gst: 5, short: 'Red Label', hsn: '0902' }),
    product('Taj Mahal Tea', 'Brooke Bond', 'box', '#7f1d1d', [[250, 'GM', 185]], { hi: { name: 'ताज महल चाय' }, gst: 5, short: 'Taj Mahal', hsn: '0902' }),
    product('Classic Instant Coffee', 'Nescafe', 'jar', '#7f1d1d', [[50, 'GM', 185], [100, 'GM', 355]], { hi: { name: 'क्लासिक इंस्टेंट कॉफ़ी' }, short: 'Nescafe Classic', hsn: '2101' }),
    product('Instant Coffee', 'Bru', 'jar', '#92400e', [[100, 'GM', 320]], { hi: { name: 'इंस्टेंट कॉफ़ी' }, short: 'Bru Coffee', hsn: '2101' }),
    product('Filter Coffee Powder', 'Cothas', 'pouch', '#78350f', [[500, 'GM', 290]], { hi: { name: 'फ़िल्टर कॉफ़ी पाउडर' }, gst: 5, short: 'Filter Coffee', hsn: '0901' }),
    product('Bournvita Health Drink', 'Cadbury', 'jar', '#581c87', [[500, 'GM', 245]], { hi: { name: 'बॉर्नविटा हेल्थ ड्रिंक' }, short: 'Bournvita', hsn: '1901' }),
    product('Horlicks Classic Malt', 'Horlicks', 'jar', '#1e40af', [[500, 'GM', 265]], { hi: { name: 'हॉर्लिक्स क्लासिक माल्ट' }, short: 'Horlicks', hsn: '1901' }),
    product('Coca-Cola', 'Coca-Cola', 'bottle', '#dc2626', [[750, 'ML', 40], [2.25, 'LITRE', 99]], { hi: { name: 'कोका-कोला' }, fullPrice: true }),
    product('Thums Up', 'Thums Up', 'bottle', '#1e3a8a', [[750, 'ML', 40]], { hi: { name: 'थम्स अप' }, fullPrice: true }),
    product('Sprite', 'Sprite', 'bottle', '#16a34a', [[750, 'ML', 40], [2.25, 'LITRE', 99]], { hi: { name: 'स्प्राइट' }, hiddenFirstVariant: true }),
    product('Fruit Power Mixed Fruit Juice', 'Real', 'carton', '#ea580c', [[1, 'LITRE', 125]], { hi: { name: 'फ़्रूट पावर मिक्स फ़्रूट जूस' }, gst: 12, short: 'Mixed Fruit Juice', hsn: '2009' }),
    product('Aamras', 'Paper Boat', 'carton', '#f59e0b', [[200, 'ML', 30]], { hi: { name: 'आमरस' }, gst: 12 }),
    product('Orange Delight', 'Tropicana', 'carton', '#f97316', [[1, 'LITRE', 120]], { hi: { name: 'ऑरेंज डिलाइट' }, gst: 12, short: 'Orange Juice' }),
    product('Packaged Drinking Water', 'Bisleri', 'bottle', '#0ea5e9', [[1, 'LITRE', 20]], { hi: { name: 'पीने का पानी' }, short: 'Bisleri Water', fullPrice: true, hsn: '2201' }),
    product('Mango Drink', 'Frooti', 'carton', '#16a34a', [[600, 'ML', 35]], { hi: { name: 'आम का ड्रिंक' }, gst: 12, short: 'Frooti' }),
  ],
};

export const dryFruits: CategorySeed = {
  key: 'dry-fruits',
  name: 'Dry Fruits & Nuts',
  isActive: true,
  background: '#f5e6d3',
  tile: { kind: 'nuts', colour: '#c08a5a', label: null },
  gst: 5,
  taxType: 'INCLUSIVE',
  hsn: '0802',
  describe: (p) => `${fullName(p)}, premium quality and hygienically packed. Reseal after use to keep them crunchy.`,
  hi: {
    name: 'सूखे मेवे',
    describe: (p) =>
      `${hindiFullName(p)}: बढ़िया क्वालिटी, साफ़-सफ़ाई से पैक। कुरकुरा बनाए रखने के लिए इस्तेमाल के बाद पैक अच्छी तरह बंद करें।`,
  },
  // prettier-ignore
  products: [
    product('California Almonds', 'Happilo', 'nuts', '#b7794a', [[250, 'GM', 260], [500, 'GM', 499]], { hi: { name: 'कैलिफ़ोर्निया बादाम' }, short: 'Badam', importedFrom: 'US' }),
    product('Whole Cashews W320', 'Happilo', 'nuts', '#ecd3a6', [[250, 'GM', 290]], { hi: { name: 'साबुत काजू W320' }, short: 'Kaju', gst: 12, hsn: '0801' }),
    product('Seedless Raisins', 'Nutraj', 'nuts', '#7c2d12', [[250, 'GM', 110]], { hi: { name: 'बिना बीज की किशमिश' }, short: 'Kishmish', hsn: '0806' }),
    product('Walnut Kernels', 'Nutraj', 'nuts', '#a16207', [[200, 'GM', 340]], { hi: { name: 'अखरोट गिरी' }, short: 'Walnuts', gst: 12, outOfStock: true }),
    product('Roasted Salted Pistachios', 'Happilo', 'nuts', '#a3b86c', [[200, 'GM', 299]], { hi: { name: 'भुने नमकीन पिस्ता' }, short: 'Pista', gst: 12, hsn: '2008' }),
    product('Seedless Dates', 'Lion', 'box', '#7c2d12', [[500, 'GM', 180]], { hi: { name: 'बिना बीज के खजूर' }, short: 'Khajur', gst: 12, hsn: '0804' }),
    product('Roasted Makhana', 'Farmley', 'packet', '#fafaf9', [[100, 'GM', 140]], { hi: { name: 'भुना मखाना' }, short: 'Makhana', hsn: '2008' }),
    product('Dried Anjeer', 'Nutraj', 'nuts', '#92400e', [[200, 'GM', 330]], { hi: { name: 'सूखे अंजीर' }, short: 'Anjeer', gst: 12, hsn: '0804' }),
  ],
};
