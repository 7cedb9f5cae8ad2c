import { fullName, hindiFullName, product, type CategorySeed } from '../../catalogue/catalogue-types.ts';

const veg = (name: string) =>
  `${name} picked up from farms around Kolar and Hosur every morning, sorted by hand and packed the same day. Wash before use; store in a cool, dry place.`;
const vegHi = (name: string) =>
  `${name}: हर सुबह कोलार और होसुर के खेतों से लाते हैं, हाथ से छाँटते हैं और उसी दिन पैक करते हैं। इस्तेमाल से पहले धो लें; ठंडी, सूखी जगह पर रखें।`;

export const fruitsAndVegetables: CategorySeed = {
  key: 'fruits-vegetables',
  name: 'Fruits & Vegetables',
  isActive: true,
  background: '#dcfce7',
  tile: { kind: 'tomato', colour: '#e11d48', label: null },
  gst: 0,
  taxType: 'INCLUSIVE',
  hsn: '0709',
  describe: (p) => veg(p.name),
  hi: { name: 'फल और सब्ज़ियाँ', describe: (p) => vegHi(p.hi.name) },
  // prettier-ignore
  products: [
    product('Fresh Tomato', null, 'tomato', '#e11d48', [[500, 'GM', 30], [1, 'KG', 56]], { hi: { name: 'ताज़ा टमाटर', description: 'रोज़ के सांभर, रसम और चटनी के लिए ठोस, रसीले देसी टमाटर। हर सुबह कोलार के खेतों से ताज़ा आते हैं।' }, short: 'Tomato', subscribable: true, description: 'Firm, juicy country tomatoes for everyday sambar, rasam and chutney. Sourced from Kolar farms each morning.', hsn: '0702' }),
    product('Onion', null, 'onion', '#9f3a5c', [[1, 'KG', 45], [2, 'KG', 88]], { hi: { name: 'प्याज़' }, subscribable: true, hsn: '0703' }),
    product('Potato', null, 'tuber', '#b7853f', [[1, 'KG', 40], [2, 'KG', 78]], { hi: { name: 'आलू' }, subscribable: true, hsn: '0701' }),
    product('Cherry Tomato', null, 'tomato', '#dc2626', [[200, 'GM', 60]], { hi: { name: 'चेरी टमाटर' }, hsn: '0702' }),
    product('Green Chilli', null, 'long', '#16a34a', [[100, 'GM', 12]], { hi: { name: 'हरी मिर्च' }, subscribable: true }),
    product('Ginger', null, 'tuber', '#c89b5a', [[250, 'GM', 40]], { hi: { name: 'अदरक' }, subscribable: true, hsn: '0910' }),
    product('Garlic', null, 'onion', '#eee4d1', [[250, 'GM', 65]], { hi: { name: 'लहसुन' }, hsn: '0703' }),
    product('Coriander Leaves', null, 'leafy', '#16a34a', [[100, 'GM', 15]], { hi: { name: 'हरा धनिया' }, short: 'Coriander', subscribable: true }),
    product('Palak (Spinach)', null, 'leafy', '#15803d', [[250, 'GM', 30]], { hi: { name: 'पालक' }, short: 'Palak', subscribable: true }),
    product('Methi Leaves', null, 'leafy', '#4d7c0f', [[250, 'GM', 25]], { hi: { name: 'हरी मेथी' }, short: 'Methi', subscribable: true }),
    product('Carrot (Ooty)', null, 'long', '#ea580c', [[500, 'GM', 35]], { hi: { name: 'ऊटी गाजर' }, short: 'Ooty Carrot', subscribable: true, hsn: '0706' }),
    product('Cucumber', null, 'long', '#4d7c0f', [[500, 'GM', 30]], { hi: { name: 'खीरा' }, subscribable: true, hsn: '0707' }),
    product('Bhindi (Lady Finger)', null, 'long', '#65a30d', [[250, 'GM', 28]], { hi: { name: 'भिंडी' }, short: 'Bhindi', subscribable: true }),
    product('Brinjal (Baingan)', null, 'round', '#6b21a8', [[500, 'GM', 34]], { hi: { name: 'बैंगन' }, short: 'Brinjal' }),
    product('Cauliflower', null, 'round', '#f1ead2', [[1, 'PIECE', 45]], { hi: { name: 'फूलगोभी' }, hsn: '0704' }),
    product('Capsicum Green', null, 'round', '#22c55e', [[250, 'GM', 30]], { hi: { name: 'हरी शिमला मिर्च' }, short: 'Capsicum', subscribable: true }),
    product('Lemon', null, 'round', '#facc15', [[4, 'PIECE', 20]], { hi: { name: 'नींबू' }, subscribable: true, hsn: '0805' }),
    product('Banana Robusta', null, 'banana', '#facc15', [[1, 'DOZEN', 60]], { hi: { name: 'रोबस्टा केला' }, short: 'Banana', subscribable: true, hsn: '0803' }),
    product('Apple Shimla', null, 'round', '#dc2626', [[1, 'KG', 180]], { hi: { name: 'शिमला सेब' }, short: 'Shimla Apple', hsn: '0808' }),
    product('Pomegranate', null, 'round', '#be123c', [[500, 'GM', 110]], { hi: { name: 'अनार' }, hsn: '0810' }),
    product('Alphonso Mango', null, 'round', '#f59e0b', [[1, 'KG', 499]], { hi: { name: 'अल्फ़ांसो आम', description: 'रत्नागिरी के अल्फ़ांसो (हापुस) आम, कुदरती तरीके से पके हुए। अप्रैल से सीज़न में फिर मिलेंगे।' }, short: 'Alphonso', outOfStock: true, description: 'Ratnagiri Alphonso mangoes, naturally ripened. Back in season from April.', hsn: '0804' }),
    product('Papaya', null, 'round', '#f97316', [[1, 'PIECE', 60]], { hi: { name: 'पपीता' }, hsn: '0807' }),
    product('Watermelon Kiran', null, 'round', '#15803d', [[1, 'PIECE', 80]], { hi: { name: 'किरण तरबूज़' }, short: 'Watermelon', hsn: '0807' }),
    product('Lauki (Bottle Gourd)', null, 'long', '#84cc16', [[1, 'PIECE', 35]], { hi: { name: 'लौकी' }, short: 'Lauki' }),
  ],
};

export const dairyAndEggs: CategorySeed = {
  key: 'dairy-eggs',
  name: 'Dairy & Eggs',
  isActive: true,
  background: '#e0f2fe',
  tile: { kind: 'milkpouch', colour: '#2563eb', label: 'Milk' },
  gst: 0,
  taxType: 'INCLUSIVE',
  hsn: '0401',
  describe: (p) =>
    `${fullName(p)}, kept chilled from the dairy to your door. Refrigerate on arrival and use before the date on the pack.`,
  hi: {
    name: 'डेयरी और अंडे',
    describe: (p) =>
      `${hindiFullName(p)}: डेयरी से आपके दरवाज़े तक ठंडा रखकर लाते हैं। मिलते ही फ़्रिज में रखें और पैक पर लिखी तारीख से पहले इस्तेमाल करें।`,
  },
  // prettier-ignore
  products: [
    product('Taaza Toned Milk', 'Amul', 'milkpouch', '#2563eb', [[500, 'ML', 28], [1, 'LITRE', 56]], { hi: { name: 'ताज़ा टोंड दूध' }, subscribable: true, fullPrice: true }),
    product('Gold Full Cream Milk', 'Amul', 'milkpouch', '#d97706', [[500, 'ML', 34]], { hi: { name: 'गोल्ड फ़ुल क्रीम दूध' }, subscribable: true, fullPrice: true }),
    product('Toned Milk', 'Nandini', 'milkpouch', '#0284c7', [[500, 'ML', 24]], { hi: { name: 'टोंड दूध' }, subscribable: true, fullPrice: true }),
    product('Cow Milk', 'Mother Dairy', 'carton', '#0ea5e9', [[1, 'LITRE', 60]], { hi: { name: 'गाय का दूध' }, subscribable: true }),
    product('Fresh Paneer', 'Amul', 'block', '#bfdbfe', [[200, 'GM', 90], [500, 'GM', 220]], { hi: { name: 'ताज़ा पनीर', description: 'शुद्ध दूध से बना नरम, ताज़ा अमूल पनीर। पालक पनीर, पनीर टिक्का और भुर्जी के लिए बढ़िया।' }, short: 'Paneer', gst: 5, subscribable: true, description: 'Soft, fresh Amul paneer made from pure milk. Ideal for palak paneer, paneer tikka and bhurji.', hsn: '0406' }),
    product('Malai Paneer', 'Milky Mist', 'block', '#e0f2fe', [[200, 'GM', 99]], { hi: { name: 'मलाई पनीर' }, gst: 5, outOfStock: true, hsn: '0406' }),
    product('Butter', 'Amul', 'block', '#facc15', [[100, 'GM', 58], [500, 'GM', 285]], { hi: { name: 'मक्खन' }, gst: 12, hsn: '0405' }),
    product('Cheese Slices', 'Amul', 'block', '#fde047', [[200, 'GM', 150]], { hi: { name: 'चीज़ स्लाइस' }, gst: 12, hsn: '0406' }),
    product('Cheese Cubes', 'Britannia', 'box', '#dc2626', [[200, 'GM', 145]], { hi: { name: 'चीज़ क्यूब्स' }, gst: 12, hsn: '0406' }),
    product('a+ Nourish Dahi', 'Nestle', 'tub', '#38bdf8', [[400, 'GM', 50]], { hi: { name: 'ए+ नरिश दही' }, short: 'Dahi', subscribable: true, hsn: '0403' }),
    product('Mishti Doi', 'Mother Dairy', 'tub', '#b45309', [[400, 'GM', 70]], { hi: { name: 'मिष्टी दोई' }, gst: 5, hsn: '0403' }),
    product('Farm Fresh White Eggs', 'Eggoz', 'eggs', '#f5f1ea', [[6, 'PIECE', 48], [1, 'DOZEN', 90], [30, 'PIECE', 210]], { hi: { name: 'फ़ार्म के ताज़ा सफ़ेद अंडे' }, short: 'White Eggs', subscribable: true, hsn: '0407' }),
    product('Brown Eggs', 'Eggoz', 'eggs', '#c0834f', [[6, 'PIECE', 75]], { hi: { name: 'ब्राउन अंडे' }, subscribable: true, hsn: '0407' }),
    product('Masti Spiced Buttermilk', 'Amul', 'milkpouch', '#16a34a', [[500, 'ML', 20]], { hi: { name: 'मस्ती मसाला छाछ' }, short: 'Buttermilk', subscribable: true, hsn: '0403' }),
    product('Fresh Cream', 'Amul', 'carton', '#1d4ed8', [[250, 'ML', 65]], { hi: { name: 'ताज़ा क्रीम' }, gst: 5 }),
  ],
};

export const bakery: CategorySeed = {
  key: 'bakery-biscuits',
  name: 'Bakery & Biscuits',
  isActive: true,
  background: '#fef3c7',
  tile: { kind: 'loaf', colour: '#d97706', label: 'Bread' },
  gst: 18,
  taxType: 'INCLUSIVE',
  hsn: '1905',
  describe: (p) => `${fullName(p)} for chai-time and tiffin boxes. Store in an airtight container once opened.`,
  hi: {
    name: 'बेकरी और बिस्कुट',
    describe: (p) => `${hindiFullName(p)}: चाय के साथ और टिफ़िन के लिए। खोलने के बाद हवाबंद डिब्बे में रखें।`,
  },
  // prettier-ignore
  products: [
    product('Whole Wheat Bread', 'Britannia', 'loaf', '#c2410c', [[400, 'GM', 55]], { hi: { name: 'आटा ब्रेड' }, gst: 0, subscribable: true }),
    product('Milk Bread', 'Modern', 'loaf', '#e0a458', [[400, 'GM', 45]], { hi: { name: 'मिल्क ब्रेड' }, gst: 0, subscribable: true }),
    product('Brown Bread', 'English Oven', 'loaf', '#9a3412', [[400, 'GM', 50]], { hi: { name: 'ब्राउन ब्रेड' }, gst: 0, subscribable: true }),
    product('Ladi Pav', "Iyengar's Bakery", 'loaf', '#f59e0b', [[6, 'PIECE', 30]], { hi: { name: 'लादी पाव', description: 'हमारे मोहल्ले की अयंगर बेकरी में हर सुबह सेंके गए नरम, ताज़ा पाव। पाव भाजी और वड़ा पाव के लिए एकदम सही।' }, gst: 0, subscribable: true, description: 'Soft, fresh pav baked every morning at our neighbourhood Iyengar bakery. Perfect for pav bhaji and vada pav.' }),
    product('Good Day Cashew Cookies', 'Britannia', 'box', '#f59e0b', [[200, 'GM', 40]], { hi: { name: 'गुड डे काजू कुकीज़' }, short: 'Good Day Cashew' }),
    product('Parle-G Original Gluco Biscuits', 'Parle', 'packet', '#facc15', [[800, 'GM', 80]], { hi: { name: 'पारले-जी ओरिजिनल ग्लूको बिस्कुट' }, short: 'Parle-G', gst: 12, fullPrice: true }),
    product('Marie Gold', 'Britannia', 'packet', '#dc2626', [[250, 'GM', 40]], { hi: { name: 'मैरी गोल्ड' } }),
    product('Dark Fantasy Choco Fills', 'Sunfeast', 'box', '#3f1d0b', [[300, 'GM', 160]], { hi: { name: 'डार्क फ़ैंटेसी चोको फ़िल्स' }, short: 'Dark Fantasy' }),
    product('Digestive Biscuits', "McVitie's", 'packet', '#1e3a8a', [[250, 'GM', 85]], { hi: { name: 'डाइजेस्टिव बिस्कुट' }, short: 'Digestive' }),
    product('Bourbon', 'Britannia', 'packet', '#5b2a0f', [[150, 'GM', 35]], { hi: { name: 'बॉर्बन' } }),
    product('Toastea Premium Bake Rusk', 'Britannia', 'packet', '#b45309', [[300, 'GM', 55]], { hi: { name: 'टोस्टी प्रीमियम रस्क' }, short: 'Premium Rusk', gst: 5 }),
    product('Fruit Cake', 'Britannia', 'box', '#be123c', [[140, 'GM', 40]], { hi: { name: 'फ़्रूट केक' }, hiddenFirstVariant: true }),
    product('Corn Flakes Original', "Kellogg's", 'box', '#dc2626', [[475, 'GM', 205]], { hi: { name: 'कॉर्न फ़्लेक्स ओरिजिनल' }, short: 'Corn Flakes', hsn: '1904' }),
    product('Rolled Oats', 'Quaker', 'box', '#1d4ed8', [[1, 'KG', 215]], { hi: { name: 'रोल्ड ओट्स' }, short: 'Quaker Oats', hsn: '1104' }),
  ],
};
