import { DEFAULT_COD_LIMITS, DEFAULT_ORDER_WAIT_HOURS } from '@haat/contract/orders/orders.values';
import { policiesFor } from '../policies.ts';
import { demoGstin } from '../seller.ts';
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
    // A partnership firm (its PAN's fourth letter F, fifth S for Sharma) registered for GST the regular way:
    // its orders get tax invoices. The PAN and the licence numbers are made up for the demo.
    seller: {
      legalName: 'Sharma General Store',
      address: '14, 11th Main Road, 4th Block, Jayanagar, Bengaluru, Karnataka 560011',
      stateCode: '29',
      gstScheme: 'REGULAR',
      gstin: demoGstin('29', 'AAHFS4821K'),
      fssaiLicence: '11220334000512',
      grievanceOfficer: {
        name: 'Rakesh Sharma',
        designation: 'Partner and Grievance Officer',
        phone: '+91 98450 12346',
        email: 'grievance@sharmageneralstore.in',
      },
    },
    callSupportNumber: phone,
    supportEmail: email,
    payment: {
      onlineEnabled: true,
      activePaymentMethod: 'CASHFREE',
      codEnabled: true,
      walletEnabled: true,
      codMaxOpenOrders: DEFAULT_COD_LIMITS.openOrders,
      codMaxOpenUnits: DEFAULT_COD_LIMITS.openUnits,
    },
    orderWaitHours: DEFAULT_ORDER_WAIT_HOURS,
    subscriptionCutoff: '22:00',
    // Buyers rate and review what they received (decision 046).
    reviews: { enabled: true },
    languages: { offered: ['en', 'hi'], default: 'en' },
    // "Reorder" and a "Buy again" row for regulars; "Notify me" on what has run out.
    habits: { buyAgain: true, notifyMe: true },
    // Bengaluru shoppers type Kannada too: onion, rice and curd as the neighbourhood says them.
    searchSynonyms: [
      ['eerulli', 'onion'],
      ['akki', 'rice'],
      ['mosaru', 'curd', 'dahi'],
    ],
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
      hi: {
        shopName: 'शर्मा जनरल स्टोर',
        address: '14, 11वीं मेन रोड, चौथा ब्लॉक, जयनगर, बेंगलुरु 560011',
        deliveryTime: '1 से 4 घंटे',
        noReturns: 'फल, सब्ज़ियाँ, दूध, ब्रेड और जल्दी ख़राब होने वाला दूसरा सामान',
      },
    }),
    shipping: { enabled: true, configs: [{ shippingTime: '1 to 4 hours', charge: 30, freeAbove: 499 }] },
  },
  logoIcon: 'basket',
  banners: [
    {
      isActive: true,
      alt: 'Farm-fresh vegetables at your door in hours: shop fresh',
      hi: { alt: 'खेत से ताज़ा सब्ज़ियाँ, घंटों में आपके दरवाज़े पर: ताज़ा ख़रीदें' },
      link: { category: 'fruits-vegetables' },
      spec: {
        eyebrow: 'Fresh every morning',
        headline: ['Farm-fresh vegetables,', 'at your door in hours'],
        subline: 'Tomatoes, onions, greens and fruit from Kolar farms',
        cta: 'Shop fresh',
        hi: {
          eyebrow: 'हर सुबह ताज़ा',
          headline: ['खेत से ताज़ा सब्ज़ियाँ,', 'घंटों में आपके दरवाज़े पर'],
          subline: 'कोलार के खेतों से टमाटर, प्याज़, हरी सब्ज़ियाँ और फल',
          cta: 'ताज़ा ख़रीदें',
        },
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
      hi: { alt: 'महीने के राशन की सेल: आटा, चावल, दाल और तेल पर 25% तक छूट' },
      link: { category: 'atta-rice-dal' },
      spec: {
        eyebrow: 'Monthly ration sale',
        headline: ['Up to 25% off on atta,', 'rice, dal and oil'],
        subline: 'Stock up on Aashirvaad, Fortune, Tata Sampann and more',
        cta: 'Stock up',
        hi: {
          eyebrow: 'महीने के राशन की सेल',
          headline: ['आटा, चावल, दाल और तेल', 'पर 25% तक छूट'],
          subline: 'आशीर्वाद, फ़ॉर्च्यून, टाटा संपन्न और बहुत कुछ',
          cta: 'स्टॉक करें',
        },
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
      hi: { alt: 'कभी कमी न हो: दूध, ब्रेड और अंडे सब्सक्राइब करें' },
      link: { category: 'dairy-eggs' },
      spec: {
        eyebrow: 'Never run out',
        headline: ['Subscribe to milk, bread', 'and eggs'],
        subline: 'Pick your days and slot; we deliver before breakfast',
        cta: 'Subscribe',
        hi: {
          eyebrow: 'कभी कमी न हो',
          headline: ['दूध, ब्रेड और अंडे', 'सब्सक्राइब करें'],
          subline: 'दिन और समय चुनें; हम नाश्ते से पहले पहुँचाएँगे',
          cta: 'सब्सक्राइब',
        },
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
      hi: { alt: 'दिवाली स्पेशल: मिठाई, सूखे मेवे और गिफ़्ट हैम्पर' },
      link: { category: 'sweets' },
      spec: {
        eyebrow: 'Diwali specials',
        headline: ['Sweets, dry fruits and', 'gift hampers'],
        subline: 'Festive offers have ended. See you next year!',
        cta: 'Explore',
        hi: {
          eyebrow: 'दिवाली स्पेशल',
          headline: ['मिठाई, सूखे मेवे और', 'गिफ़्ट हैम्पर'],
          subline: 'त्योहार के ऑफ़र ख़त्म हो गए। अगले साल मिलेंगे!',
          cta: 'देखें',
        },
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
      hi: { message: '₹499 से ऊपर के ऑर्डर पर डिलीवरी मुफ़्त · हर सुबह ताज़ा सामान' },
      backgroundColor: '#134e4a',
      color: '#ecfdf5',
      enabled: true,
    },
    {
      message: 'Diwali sale: extra 10% off on sweets and dry fruits',
      hi: { message: 'दिवाली सेल: मिठाई और सूखे मेवों पर 10% की एक्स्ट्रा छूट' },
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
      hi: {
        message:
          'सब्ज़ियाँ हमेशा ताज़ा मिलती हैं और डिलीवरी वाले भैया आने से पहले फ़ोन कर देते हैं। हफ़्ते भर की ख़रीदारी के लिए मेरी पसंदीदा दुकान।',
        city: 'बेंगलुरु',
      },
    },
    {
      customerName: 'Arjun Mehta',
      city: 'Mysuru',
      message:
        'Good prices on atta and dal, usually cheaper than the supermarket. Delivery within two hours on most days.',
      rating: 4.5,
      enabled: true,
      withPhoto: true,
      hi: {
        message: 'आटा और दाल के दाम अच्छे हैं, अक्सर सुपरमार्केट से सस्ते। ज़्यादातर दिन 2 घंटे के अंदर डिलीवरी हो जाती है।',
        city: 'मैसूरु',
      },
    },
    {
      customerName: 'Fatima Shaikh',
      city: 'Hyderabad',
      message: 'The milk and bread subscription is a life saver on school mornings. Never missed a day so far.',
      rating: 4,
      enabled: true,
      withPhoto: false,
      hi: {
        message: 'स्कूल वाली सुबहों में दूध और ब्रेड का सब्सक्रिप्शन बड़े काम का है। अब तक एक भी दिन नहीं छूटा।',
        city: 'हैदराबाद',
      },
    },
    {
      customerName: 'Rohan Kulkarni',
      city: 'Pune',
      message:
        'Wide range and quick delivery. Once a brand was swapped without asking, but they refunded to my wallet the same day.',
      rating: 3.5,
      enabled: true,
      withPhoto: true,
      hi: {
        message:
          'हर तरह का सामान मिलता है और डिलीवरी जल्दी होती है। एक बार बिना पूछे दूसरा ब्रांड भेज दिया, पर उसी दिन पैसे मेरे वॉलेट में वापस कर दिए।',
        city: 'पुणे',
      },
    },
    {
      customerName: 'Lakshmi Narayanan',
      city: 'Chennai',
      message: 'Finally a shop that stocks MTR rasam powder and Idhayam oil online. Packing is neat and nothing leaks.',
      rating: 4.5,
      enabled: true,
      withPhoto: true,
      hi: {
        message:
          'आख़िरकार एक दुकान जहाँ एमटीआर रसम पाउडर और इदयम तेल ऑनलाइन मिलता है। पैकिंग साफ़-सुथरी है और कुछ भी लीक नहीं होता।',
        city: 'चेन्नई',
      },
    },
    {
      customerName: 'Gurpreet Singh',
      city: 'Chandigarh',
      message: 'Ordered sweets for Diwali, everything reached fresh and on time.',
      rating: 5,
      enabled: false,
      withPhoto: true,
      hi: {
        message: 'दिवाली के लिए मिठाई मँगवाई थी, सब कुछ ताज़ा और समय पर पहुँचा।',
        city: 'चंडीगढ़',
      },
    },
  ],
  faqs: [
    {
      q: 'Which areas do you deliver to?',
      a: 'We deliver across Jayanagar, JP Nagar, BTM Layout, Basavanagudi and Banashankari. Enter your pincode at checkout to confirm.',
      hi: {
        q: 'आप किन इलाकों में डिलीवरी करते हैं?',
        a: 'हम जयनगर, जेपी नगर, बीटीएम लेआउट, बसवनगुड़ी और बनशंकरी में डिलीवरी करते हैं। पक्का करने के लिए चेकआउट पर अपना पिनकोड डालें।',
      },
    },
    {
      q: 'How soon will my order arrive?',
      a: 'Most orders arrive within 1 to 4 hours of placing them. Orders placed after 8 PM come the next morning; subscriptions come in the slot you chose for them.',
      hi: {
        q: 'मेरा ऑर्डर कितनी जल्दी आएगा?',
        a: 'ज़्यादातर ऑर्डर, ऑर्डर देने के 1 से 4 घंटे के अंदर पहुँच जाते हैं। रात 8 बजे के बाद दिए गए ऑर्डर अगली सुबह आते हैं; सब्सक्रिप्शन उसी डिलीवरी के समय पर आते हैं जो आपने उनके लिए चुना है।',
      },
    },
    {
      q: 'Is there a minimum order or delivery charge?',
      a: 'There is no minimum order. Delivery costs ₹30 and is free on orders of ₹499 and above.',
      hi: {
        q: 'क्या कम से कम ऑर्डर की कोई शर्त या डिलीवरी शुल्क है?',
        a: 'कम से कम ऑर्डर की कोई शर्त नहीं है। डिलीवरी शुल्क ₹30 है, और ₹499 या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है।',
      },
    },
    {
      q: 'How can I pay?',
      a: 'Pay online by UPI, card or net banking, pay cash on delivery, or use your store wallet balance.',
      hi: {
        q: 'भुगतान कैसे कर सकते हैं?',
        a: 'UPI, कार्ड या नेट बैंकिंग से ऑनलाइन भुगतान करें, कैश ऑन डिलीवरी चुनें, या दुकान के वॉलेट बैलेंस से भुगतान करें।',
      },
    },
    {
      q: 'What if an item is damaged or missing?',
      a: 'Tell us within 24 hours of delivery from your order page or by phone. We replace the item or refund you, to your wallet or the original payment method.',
      hi: {
        q: 'अगर कोई सामान टूटा-फूटा निकले या न पहुँचे तो?',
        a: 'डिलीवरी के 24 घंटे के अंदर अपने ऑर्डर के पेज से या फ़ोन पर बताएँ। हम सामान बदल देंगे या पैसे वापस कर देंगे: आपके वॉलेट में या उसी तरीके से जिससे आपने भुगतान किया था।',
      },
    },
    {
      q: 'Can I get milk and bread delivered every day?',
      a: 'Yes. Open a product marked Subscribe, choose the days, a delivery slot and a start date, and we deliver it on those days until you pause or cancel.',
      hi: {
        q: 'क्या दूध और ब्रेड रोज़ मँगवा सकते हैं?',
        a: 'हाँ। जिस सामान पर “सब्सक्राइब करें” लिखा हो, उसे खोलें और दिन, डिलीवरी का समय और शुरू होने की तारीख चुनें। जब तक आप सब्सक्रिप्शन रोकें या रद्द न करें, हम उन दिनों पर सामान पहुँचाते रहेंगे।',
      },
    },
  ],
  // A welcome for a first order, a percent off a big basket, and a month's ration deal.
  coupons: [
    {
      code: 'WELCOME50',
      kind: 'FLAT',
      value: 50,
      maxDiscount: null,
      minOrderValue: 299,
      validFrom: '2026-01-01',
      validTo: null,
      firstOrderOnly: true,
      usesPerShopper: 1,
      totalUses: null,
    },
    {
      code: 'SAVE10',
      kind: 'PERCENT',
      value: 10,
      maxDiscount: 100,
      minOrderValue: 499,
      validFrom: '2026-01-01',
      validTo: '2027-03-31',
      firstOrderOnly: false,
      usesPerShopper: 2,
      totalUses: 500,
    },
    {
      code: 'RATION75',
      kind: 'FLAT',
      value: 75,
      maxDiscount: null,
      minOrderValue: 999,
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
      firstOrderOnly: false,
      usesPerShopper: 1,
      totalUses: 200,
    },
  ],
  deliverySlots: [
    { startTime: '07:00', endTime: '09:00' },
    { startTime: '09:00', endTime: '12:00' },
    { startTime: '12:00', endTime: '15:00' },
    { startTime: '17:00', endTime: '20:00' },
    { startTime: '20:00', endTime: '22:00' },
  ],
  // Day-to-day staples lead a new store's home page: milk, atta, vegetables, dal, rice, oil, then the rest.
  staples: [
    'Taaza Toned Milk',
    'Shudh Chakki Atta',
    'Fresh Tomato',
    'Onion',
    'Potato',
    'Unpolished Toor Dal',
    'Sona Masoori Rice',
    'Sunlite Refined Sunflower Oil',
    'Farm Fresh White Eggs',
    'Whole Wheat Bread',
    'Red Label Tea',
    'Refined Sugar',
    'Iodised Salt',
    'Butter',
    'Fresh Paneer',
    'Pure Ghee',
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
