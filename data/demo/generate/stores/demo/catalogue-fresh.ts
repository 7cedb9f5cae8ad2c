import { fullName, product, type CategorySeed } from '../../catalogue/catalogue-types.ts';

const veg = (name: string) =>
  `${name} picked up from farms around Kolar and Hosur every morning, sorted by hand and packed the same day. Wash before use; store in a cool, dry place.`;

export const fruitsAndVegetables: CategorySeed = {
  key: 'fruits-vegetables',
  name: 'Fruits & Vegetables',
  isActive: true,
  background: '#dcfce7',
  tile: { kind: 'tomato', colour: '#e11d48', label: null },
  gst: 0,
  taxType: 'INCLUSIVE',
  describe: (p) => veg(p.name),
  // prettier-ignore
  products: [
    product('Fresh Tomato', null, 'tomato', '#e11d48', [[500, 'GM', 30], [1, 'KG', 56]], { short: 'Tomato', subscribable: true, description: 'Firm, juicy country tomatoes for everyday sambar, rasam and chutney. Sourced from Kolar farms each morning.' }),
    product('Onion', null, 'onion', '#9f3a5c', [[1, 'KG', 45], [2, 'KG', 88]], { subscribable: true }),
    product('Potato', null, 'tuber', '#b7853f', [[1, 'KG', 40], [2, 'KG', 78]], { subscribable: true }),
    product('Cherry Tomato', null, 'tomato', '#dc2626', [[200, 'GM', 60]]),
    product('Green Chilli', null, 'long', '#16a34a', [[100, 'GM', 12]], { subscribable: true }),
    product('Ginger', null, 'tuber', '#c89b5a', [[250, 'GM', 40]], { subscribable: true }),
    product('Garlic', null, 'onion', '#eee4d1', [[250, 'GM', 65]]),
    product('Coriander Leaves', null, 'leafy', '#16a34a', [[100, 'GM', 15]], { short: 'Coriander', subscribable: true }),
    product('Palak (Spinach)', null, 'leafy', '#15803d', [[250, 'GM', 30]], { short: 'Palak', subscribable: true }),
    product('Methi Leaves', null, 'leafy', '#4d7c0f', [[250, 'GM', 25]], { short: 'Methi', subscribable: true }),
    product('Carrot (Ooty)', null, 'long', '#ea580c', [[500, 'GM', 35]], { short: 'Ooty Carrot', subscribable: true }),
    product('Cucumber', null, 'long', '#4d7c0f', [[500, 'GM', 30]], { subscribable: true }),
    product('Bhindi (Lady Finger)', null, 'long', '#65a30d', [[250, 'GM', 28]], { short: 'Bhindi', subscribable: true }),
    product('Brinjal (Baingan)', null, 'round', '#6b21a8', [[500, 'GM', 34]], { short: 'Brinjal' }),
    product('Cauliflower', null, 'round', '#f1ead2', [[1, 'PIECE', 45]]),
    product('Capsicum Green', null, 'round', '#22c55e', [[250, 'GM', 30]], { short: 'Capsicum', subscribable: true }),
    product('Lemon', null, 'round', '#facc15', [[4, 'PIECE', 20]], { subscribable: true }),
    product('Banana Robusta', null, 'banana', '#facc15', [[1, 'DOZEN', 60]], { short: 'Banana', subscribable: true }),
    product('Apple Shimla', null, 'round', '#dc2626', [[1, 'KG', 180]], { short: 'Shimla Apple' }),
    product('Pomegranate', null, 'round', '#be123c', [[500, 'GM', 110]]),
    product('Alphonso Mango', null, 'round', '#f59e0b', [[1, 'KG', 499]], { short: 'Alphonso', outOfStock: true, description: 'Ratnagiri Alphonso mangoes, naturally ripened. Back in season from April.' }),
    product('Papaya', null, 'round', '#f97316', [[1, 'PIECE', 60]]),
    product('Watermelon Kiran', null, 'round', '#15803d', [[1, 'PIECE', 80]], { short: 'Watermelon' }),
    product('Lauki (Bottle Gourd)', null, 'long', '#84cc16', [[1, 'PIECE', 35]], { short: 'Lauki' }),
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
  describe: (p) =>
    `${fullName(p)}, kept chilled from the dairy to your door. Refrigerate on arrival and use before the date on the pack.`,
  // prettier-ignore
  products: [
    product('Taaza Toned Milk', 'Amul', 'milkpouch', '#2563eb', [[500, 'ML', 28], [1, 'LITRE', 56]], { subscribable: true, fullPrice: true }),
    product('Gold Full Cream Milk', 'Amul', 'milkpouch', '#d97706', [[500, 'ML', 34]], { subscribable: true, fullPrice: true }),
    product('Toned Milk', 'Nandini', 'milkpouch', '#0284c7', [[500, 'ML', 24]], { subscribable: true, fullPrice: true }),
    product('Cow Milk', 'Mother Dairy', 'carton', '#0ea5e9', [[1, 'LITRE', 60]], { subscribable: true }),
    product('Fresh Paneer', 'Amul', 'block', '#bfdbfe', [[200, 'GM', 90], [500, 'GM', 220]], { short: 'Paneer', gst: 5, subscribable: true, description: 'Soft, fresh Amul paneer made from pure milk. Ideal for palak paneer, paneer tikka and bhurji.' }),
    product('Malai Paneer', 'Milky Mist', 'block', '#e0f2fe', [[200, 'GM', 99]], { gst: 5, outOfStock: true }),
    product('Butter', 'Amul', 'block', '#facc15', [[100, 'GM', 58], [500, 'GM', 285]], { gst: 12 }),
    product('Cheese Slices', 'Amul', 'block', '#fde047', [[200, 'GM', 150]], { gst: 12 }),
    product('Cheese Cubes', 'Britannia', 'box', '#dc2626', [[200, 'GM', 145]], { gst: 12 }),
    product('a+ Nourish Dahi', 'Nestle', 'tub', '#38bdf8', [[400, 'GM', 50]], { short: 'Dahi', subscribable: true }),
    product('Mishti Doi', 'Mother Dairy', 'tub', '#b45309', [[400, 'GM', 70]], { gst: 5 }),
    product('Farm Fresh White Eggs', 'Eggoz', 'eggs', '#f5f1ea', [[6, 'PIECE', 48], [1, 'DOZEN', 90], [30, 'PIECE', 210]], { short: 'White Eggs', subscribable: true }),
    product('Brown Eggs', 'Eggoz', 'eggs', '#c0834f', [[6, 'PIECE', 75]], { subscribable: true }),
    product('Masti Spiced Buttermilk', 'Amul', 'milkpouch', '#16a34a', [[500, 'ML', 20]], { short: 'Buttermilk', subscribable: true }),
    product('Fresh Cream', 'Amul', 'carton', '#1d4ed8', [[250, 'ML', 65]], { gst: 5 }),
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
  describe: (p) => `${fullName(p)} for chai-time and tiffin boxes. Store in an airtight container once opened.`,
  // prettier-ignore
  products: [
    product('Whole Wheat Bread', 'Britannia', 'loaf', '#c2410c', [[400, 'GM', 55]], { gst: 0, subscribable: true }),
    product('Milk Bread', 'Modern', 'loaf', '#e0a458', [[400, 'GM', 45]], { gst: 0, subscribable: true }),
    product('Brown Bread', 'English Oven', 'loaf', '#9a3412', [[400, 'GM', 50]], { gst: 0, subscribable: true }),
    product('Ladi Pav', "Iyengar's Bakery", 'loaf', '#f59e0b', [[6, 'PIECE', 30]], { gst: 0, subscribable: true, description: 'Soft, fresh pav baked every morning at our neighbourhood Iyengar bakery. Perfect for pav bhaji and vada pav.' }),
    product('Good Day Cashew Cookies', 'Britannia', 'box', '#f59e0b', [[200, 'GM', 40]], { short: 'Good Day Cashew' }),
    product('Parle-G Original Gluco Biscuits', 'Parle', 'packet', '#facc15', [[800, 'GM', 80]], { short: 'Parle-G', gst: 12, fullPrice: true }),
    product('Marie Gold', 'Britannia', 'packet', '#dc2626', [[250, 'GM', 40]]),
    product('Dark Fantasy Choco Fills', 'Sunfeast', 'box', '#3f1d0b', [[300, 'GM', 160]], { short: 'Dark Fantasy' }),
    product('Digestive Biscuits', "McVitie's", 'packet', '#1e3a8a', [[250, 'GM', 85]], { short: 'Digestive' }),
    product('Bourbon', 'Britannia', 'packet', '#5b2a0f', [[150, 'GM', 35]]),
    product('Toastea Premium Bake Rusk', 'Britannia', 'packet', '#b45309', [[300, 'GM', 55]], { short: 'Premium Rusk', gst: 5 }),
    product('Fruit Cake', 'Britannia', 'box', '#be123c', [[140, 'GM', 40]], { hiddenFirstVariant: true }),
    product('Corn Flakes Original', "Kellogg's", 'box', '#dc2626', [[475, 'GM', 205]], { short: 'Corn Flakes' }),
    product('Rolled Oats', 'Quaker', 'box', '#1d4ed8', [[1, 'KG', 215]], { short: 'Quaker Oats' }),
  ],
};
