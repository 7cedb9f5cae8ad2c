import { policiesFor } from '../policies.ts';
import type { StoreSeed } from '../store-seed.ts';
import {
  attaRiceDal,
  beverages,
  dryFruits,
  masalaAndSpices,
  oilsAndGhee,
  snacksAndNamkeen,
} from './catalogue-pantry.ts';
import { bakery, dairyAndEggs, fruitsAndVegetables } from './catalogue-fresh.ts';
import { babyCare, festiveHampers, frozen, household, personalCare, petCare, sweets } from './catalogue-home.ts';

const phone = '+91 98450 12345';
const email = 'hello@sharmageneralstore.in';

/** `demo`: a neighbourhood kirana in Bengaluru selling everything from tomatoes to toothpaste. */
export const demoGrocery: StoreSeed = {
  folder: 'demo',
  skuPrefix: 'SGS',
  orgName: 'Sharma General Store',
  store: {
    friendlyId: 'demo',
    name: 'Sharma General Store',
    locationName: 'Jayanagar, Bengaluru',
    domains: ['demo.haat.local'],
    theme: {
      primaryColor: '#0f766e',
      secondaryColor: '#f59e0b',
      neutralColor: '#334155',
      gridHomePage: 6,
      gridCatalogPage: 5,
    },
    social: {
      facebookUrl: 'https://www.facebook.com/sharmageneralstore',
      xurl: 'https://x.com/sharmastore_blr',
      linkedInUrl: null,
      instagramUrl: 'https://www.instagram.com/sharmageneralstore',
    },
    callSupportNumber: phone,
    supportEmail: email,
    payment: { onlineEnabled: true, activePaymentMethod: 'CASHFREE', codEnabled: true, walletEnabled: true },
    subscriptionCutoff: '22:00',
    languages: { offered: ['en', 'hi'], default: 'en' },
    policies: policiesFor({
      shopName: 'Sharma General Store',
      address: '14, 11th Main Road, 4th Block, Jayanagar, Bengaluru 560011',
      phone,
      email,
      deliveryTime: '1 to 4 hours',
      charge: 30,
      freeAbove: 499,
      noReturns: 'Fruits, vegetables, milk, bread and other perishables',
      reportWithinHours: 24,
    }),
    shipping: { enabled: true, configs: [{ shippingTime: '1 to 4 hours', charge: 30, freeAbove: 499 }] },
  },
  logoIcon: 'basket',
  banners: [
    {
      isActive: true,
      alt: 'Farm-fresh vegetables at your door in hours: shop fresh',
      link: { category: 'fruits-vegetables' },
      spec: {
        eyebrow: 'Fresh every morning',
        headline: ['Farm-fresh vegetables,', 'at your door in hours'],
        subline: 'Tomatoes, onions, greens and fruit from Kolar farms',
        cta: 'Shop fresh',
        art: [
          { kind: 'tomato', colour: '#e11d48', label: null },
          { kind: 'leafy', colour: '#16a34a', label: null },
          { kind: 'long', colour: '#ea580c', label: null },
        ],
      },
    },
    {
      isActive: true,
      alt: 'Monthly ration sale: up to 25% off on atta, rice, dal and oil',
      link: { category: 'atta-rice-dal' },
      spec: {
        eyebrow: 'Monthly ration sale',
        headline: ['Up to 25% off on atta,', 'rice, dal and oil'],
        subline: 'Stock up on Aashirvaad, Fortune, Tata Sampann and more',
        cta: 'Stock up',
        art: [
          { kind: 'sack', colour: '#c2410c', label: 'Aashirvaad' },
          { kind: 'bottle', colour: '#eab308', label: 'Fortune' },
          { kind: 'pouch', colour: '#ca8a04', label: 'Tata Sampann' },
        ],
      },
    },
    {
      isActive: true,
      alt: 'Never run out: subscribe to milk, bread and eggs',
      link: { category: 'dairy-eggs' },
      spec: {
        eyebrow: 'Never run out',
        headline: ['Subscribe to milk, bread', 'and eggs'],
        subline: 'Pick your days and slot; we deliver before breakfast',
        cta: 'Subscribe',
        art: [
          { kind: 'milkpouch', colour: '#2563eb', label: 'Amul' },
          { kind: 'loaf', colour: '#c2410c', label: 'Britannia' },
          { kind: 'eggs', colour: '#f5f1ea', label: null },
        ],
      },
    },
    {
      isActive: false,
      alt: 'Diwali specials: sweets, dry fruits and gift hampers',
      link: { category: 'sweets' },
      spec: {
        eyebrow: 'Diwali specials',
        headline: ['Sweets, dry fruits and', 'gift hampers'],
        subline: 'Festive offers have ended. See you next year!',
        cta: 'Explore',
        art: [
          { kind: 'laddoo', colour: '#f59e0b', label: null },
          { kind: 'nuts', colour: '#b7794a', label: null },
          { kind: 'box', colour: '#be123c', label: 'Hamper' },
        ],
      },
    },
  ],
  announcementBars: [
    {
      message: 'Free delivery on orders above ₹499 · Fresh stock every morning',
      backgroundColor: '#134e4a',
      color: '#ecfdf5',
      enabled: true,
    },
    {
      message: 'Diwali sale: extra 10% off on sweets and dry fruits',
      backgroundColor: '#9f1239',
      color: '#fff1f2',
      enabled: false,
    },
  ],
  testimonials: [
    {
      customerName: 'Priya Raghunathan',
      city: 'Bengaluru',
      message:
        'Vegetables are always fresh and the delivery boy calls before coming. My go-to store for the weekly shopping.',
      rating: 5,
      enabled: true,
      withPhoto: true,
    },
    {
      customerName: 'Arjun Mehta',
      city: 'Mysuru',
      message:
        'Good prices on atta and dal, usually cheaper than the supermarket. Delivery within two hours on most days.',
      rating: 4.5,
      enabled: true,
      withPhoto: true,
    },
    {
      customerName: 'Fatima Shaikh',
      city: 'Hyderabad',
      message: 'The milk and bread subscription is a life saver on school mornings. Never missed a day so far.',
      rating: 4,
      enabled: true,
      withPhoto: false,
    },
    {
      customerName: 'Rohan Kulkarni',
      city: 'Pune',
      message:
        'Wide range and quick delivery. Once a brand was swapped without asking, but they refunded to my wallet the same day.',
      rating: 3.5,
      enabled: true,
      withPhoto: true,
    },
    {
      customerName: 'Lakshmi Narayanan',
      city: 'Chennai',
      message: 'Finally a shop that stocks MTR rasam powder and Idhayam oil online. Packing is neat and nothing leaks.',
      rating: 4.5,
      enabled: true,
      withPhoto: true,
    },
    {
      customerName: 'Gurpreet Singh',
      city: 'Chandigarh',
      message: 'Ordered sweets for Diwali, everything reached fresh and on time.',
      rating: 5,
      enabled: false,
      withPhoto: true,
    },
  ],
  faqs: [
    {
      q: 'Which areas do you deliver to?',
      a: 'We deliver across Jayanagar, JP Nagar, BTM Layout, Basavanagudi and Banashankari. Enter your pincode at checkout to confirm.',
    },
    {
      q: 'How soon will my order arrive?',
      a: 'Most orders arrive within 1 to 4 hours of placing them. Orders placed after 8 PM come the next morning; subscriptions come in the slot you chose for them.',
    },
    {
      q: 'Is there a minimum order or delivery charge?',
      a: 'There is no minimum order. Delivery costs ₹30 and is free on orders of ₹499 and above.',
    },
    {
      q: 'How can I pay?',
      a: 'Pay online by UPI, card or net banking, pay cash on delivery, or use your store wallet balance.',
    },
    {
      q: 'What if an item is damaged or missing?',
      a: 'Tell us within 24 hours of delivery from your order page or by phone. We replace the item or refund you, to your wallet or the original payment method.',
    },
    {
      q: 'Can I get milk and bread delivered every day?',
      a: 'Yes. Open a product marked Subscribe, choose the days, a delivery slot and a start date, and we deliver it on those days until you pause or cancel.',
    },
  ],
  deliverySlots: [
    { startTime: '07:00', endTime: '09:00' },
    { startTime: '09:00', endTime: '12:00' },
    { startTime: '12:00', endTime: '15:00' },
    { startTime: '17:00', endTime: '20:00' },
    { startTime: '20:00', endTime: '22:00' },
  ],
  catalogue: [
    fruitsAndVegetables,
    dairyAndEggs,
    attaRiceDal,
    masalaAndSpices,
    oilsAndGhee,
    snacksAndNamkeen,
    beverages,
    bakery,
    personalCare,
    household,
    dryFruits,
    sweets,
    frozen,
    babyCare,
    festiveHampers,
    petCare,
  ],
};
