import { fullName, product, type CategorySeed } from '../../catalogue/catalogue-types.ts';

const chilled = (text: string) => `${text} Keep refrigerated below 4 °C and use within the date on the pack.`;

export const milk: CategorySeed = {
  key: 'milk',
  name: 'Milk',
  isActive: true,
  background: '#dbeafe',
  tile: { kind: 'milkpouch', colour: '#1d4ed8', label: 'Gokul' },
  gst: 0,
  taxType: 'INCLUSIVE',
  describe: (p) =>
    chilled(`${fullName(p)}, collected from our partner farmers at dawn, chilled and pasteurised the same morning.`),
  // prettier-ignore
  products: [
    product('Toned Milk', 'Gokul', 'milkpouch', '#1d4ed8', [[500, 'ML', 27], [1, 'LITRE', 52]], { subscribable: true, fullPrice: true }),
    product('Full Cream Milk', 'Gokul', 'milkpouch', '#d97706', [[500, 'ML', 33], [1, 'LITRE', 64]], { subscribable: true, fullPrice: true }),
    product('Double Toned Milk', 'Gokul', 'milkpouch', '#16a34a', [[500, 'ML', 25]], { subscribable: true, fullPrice: true }),
    product('A2 Desi Cow Milk', 'Gokul', 'bottle', '#0ea5e9', [[1, 'LITRE', 90]], { short: 'A2 Cow Milk', subscribable: true, description: chilled('Milk from our own Gir cows in glass bottles. Return the empty bottle to the delivery partner.') }),
    product('Buffalo Milk', 'Gokul', 'milkpouch', '#7c3aed', [[1, 'LITRE', 72]], { subscribable: true }),
    product('Organic Farm Milk', 'Akshayakalpa', 'carton', '#15803d', [[1, 'LITRE', 95]], { short: 'Organic Milk', subscribable: true }),
    product('Cow Milk', 'Chitale', 'milkpouch', '#dc2626', [[500, 'ML', 30]], { subscribable: true, outOfStock: true }),
    product('Slim & Trim Skimmed Milk', 'Amul', 'carton', '#2563eb', [[1, 'LITRE', 75]], { short: 'Skimmed Milk', subscribable: true }),
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
  describe: (p) => chilled(`${fullName(p)}, set overnight the traditional way for a thick, mildly sour taste.`),
  // prettier-ignore
  products: [
    product('Fresh Curd', 'Gokul', 'tub', '#0284c7', [[200, 'GM', 22], [400, 'GM', 40], [1, 'KG', 90]], { short: 'Fresh Curd', subscribable: true }),
    product('Thick Set Dahi', 'Gokul', 'tub', '#1e40af', [[500, 'GM', 45]], { short: 'Set Dahi', subscribable: true }),
    product('Masala Chaas', 'Gokul', 'milkpouch', '#16a34a', [[200, 'ML', 10], [500, 'ML', 22]], { subscribable: true }),
    product('Sweet Lassi', 'Gokul', 'bottle', '#f472b6', [[200, 'ML', 25]], { gst: 12, subscribable: true }),
    product('Greek Yoghurt Blueberry', 'Milky Mist', 'tub', '#6d28d9', [[100, 'GM', 60]], { short: 'Greek Yoghurt', gst: 12 }),
    product('Mishti Doi', 'Epigamia', 'tub', '#b45309', [[85, 'GM', 40]], { gst: 5 }),
    product('Mango Lassi', 'Katraj', 'bottle', '#f59e0b', [[200, 'ML', 30]], { gst: 12, subscribable: true, hiddenFirstVariant: true }),
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
  describe: (p) => chilled(`${fullName(p)}, made in small batches from fresh whole milk.`),
  // prettier-ignore
  products: [
    product('Fresh Paneer', 'Gokul', 'block', '#bfdbfe', [[200, 'GM', 88], [500, 'GM', 210]], { short: 'Paneer', subscribable: true, description: chilled('Soft, spongy paneer made every morning from whole milk. Ideal for palak paneer, tikka and bhurji.') }),
    product('Malai Paneer', 'Gokul', 'block', '#e0f2fe', [[200, 'GM', 95]], { subscribable: true }),
    product('Low Fat Paneer', 'Milky Mist', 'block', '#dbeafe', [[200, 'GM', 99]]),
    product('Processed Cheese Block', 'Amul', 'block', '#fde047', [[400, 'GM', 235]], { short: 'Cheese Block', gst: 12, taxType: 'EXCLUSIVE' }),
    product('Cheese Slices', 'Amul', 'block', '#facc15', [[200, 'GM', 150]], { gst: 12 }),
    product('Mozzarella Cheese', 'Gokul', 'block', '#fef3c7', [[200, 'GM', 120]], { short: 'Mozzarella', gst: 12 }),
    product('Khoa (Mawa)', 'Gokul', 'block', '#f5e6c8', [[250, 'GM', 110]], { short: 'Khoa', outOfStock: true }),
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
  describe: (p) => `${fullName(p)}, slow-churned for a rich aroma. Store in a cool place away from sunlight.`,
  // prettier-ignore
  products: [
    product('Table Butter', 'Gokul', 'block', '#facc15', [[100, 'GM', 56], [500, 'GM', 275]], { subscribable: true }),
    product('White Butter (Makhan)', 'Gokul', 'tub', '#fef9c3', [[200, 'GM', 120]], { short: 'White Makhan', subscribable: true }),
    product('Pure Cow Ghee', 'Gokul', 'jar', '#f59e0b', [[500, 'ML', 330], [1, 'LITRE', 650]], { short: 'Cow Ghee', subscribable: true }),
    product('Bilona Buffalo Ghee', 'Gokul', 'jar', '#d97706', [[500, 'ML', 360]], { short: 'Buffalo Ghee' }),
    product('Butter', 'Amul', 'block', '#fde047', [[100, 'GM', 58]]),
    product('Fresh Cream', 'Gokul', 'carton', '#1d4ed8', [[200, 'ML', 55]], { gst: 5, subscribable: true }),
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
  describe: (p) => `${fullName(p)}, delivered fresh with your morning milk.`,
  // prettier-ignore
  products: [
    product('Whole Wheat Bread', 'Gokul Bakery', 'loaf', '#b45309', [[400, 'GM', 50]], { short: 'Wheat Bread', subscribable: true }),
    product('Milk Bread', 'Gokul Bakery', 'loaf', '#e0a458', [[400, 'GM', 42]], { subscribable: true }),
    product('Multigrain Bread', 'Gokul Bakery', 'loaf', '#92400e', [[400, 'GM', 60]], { subscribable: true }),
    product('Farm Eggs', 'Gokul', 'eggs', '#f5f1ea', [[6, 'PIECE', 45], [1, 'DOZEN', 86], [30, 'PIECE', 205]], { short: 'White Eggs', subscribable: true }),
    product('Country Eggs (Desi)', 'Gokul', 'eggs', '#c98a55', [[6, 'PIECE', 72]], { short: 'Desi Eggs', subscribable: true }),
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
  describe: (p) => chilled(`${fullName(p)}, made with our own milk and khoa, no preservatives.`),
  // prettier-ignore
  products: [
    product('Doodh Peda', 'Gokul', 'laddoo', '#e9c46a', [[250, 'GM', 150]]),
    product('Kalakand (Milk Cake)', 'Gokul', 'katli', '#f1e4c3', [[250, 'GM', 160]], { short: 'Kalakand' }),
    product('Rasmalai', 'Gokul', 'tub', '#fde68a', [[500, 'GM', 220]]),
    product('Basundi', 'Gokul', 'tub', '#fcd34d', [[250, 'GM', 120]]),
    product('Amrakhand', 'Chitale', 'tub', '#f59e0b', [[250, 'GM', 110]], { short: 'Amrakhand' }),
    product('Kesar Shrikhand', 'Gokul', 'tub', '#facc15', [[250, 'GM', 105]], { short: 'Shrikhand', subscribable: true }),
  ],
};
