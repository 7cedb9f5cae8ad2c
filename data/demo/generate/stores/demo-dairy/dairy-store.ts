import { DEFAULT_COD_LIMITS } from '@haat/contract/orders/orders.values';
import { policiesFor } from '../policies.ts';
import { demoGstin } from '../seller.ts';
import type { StoreSeed } from '../store-seed.ts';
import { breadAndEggs, butterAndGhee, curd, dairySweets, milk, paneerAndCheese } from './dairy-catalogue.ts';

const phone = '+91 98220 45678';
const email = 'care@gokuldairyfresh.in';

/** `demo-dairy`: a Pune dairy whose customers mostly subscribe to morning milk. */
export const demoDairy: StoreSeed = {
  folder: 'demo-dairy',
  skuPrefix: 'GDF',
  orgName: 'Gokul Dairy Fresh',
  store: {
    friendlyId: 'demo-dairy',
    name: 'Gokul Dairy Fresh',
    locationName: 'Kothrud, Pune',
    domains: ['dairy.haat.local'],
    theme: {
      primaryColor: '#1d4ed8',
      secondaryColor: '#fbbf24',
      neutralColor: '#1e293b',
      gridHomePage: 4,
      gridCatalogPage: 4,
    },
    social: {
      facebookUrl: 'https://www.facebook.com/gokuldairyfresh',
      xurl: null,
      linkedInUrl: null,
      instagramUrl: 'https://www.instagram.com/gokuldairyfresh',
    },
    // A small dairy (a partnership firm: PAN fourth letter F, fifth G for Gokul) in the GST composition
    // scheme: it pays a flat share of its turnover, collects no tax and gives bills of supply, not tax
    // invoices; it sells only within Maharashtra, as the scheme requires. The PAN and the licence numbers
    // are made up for the demo.
    seller: {
      legalName: 'Gokul Dairy Fresh',
      address: 'Shop 3, Paschimanagri, Kothrud, Pune, Maharashtra 411038',
      stateCode: '27',
      gstScheme: 'COMPOSITION',
      gstin: demoGstin('27', 'AAKFG7315Q'),
      fssaiLicence: '11521015000347',
      grievanceOfficer: {
        name: 'Sunil Kulkarni',
        designation: 'Partner and Grievance Officer',
        phone: '+91 98220 45679',
        email: 'grievance@gokuldairyfresh.in',
      },
    },
    callSupportNumber: phone,
    supportEmail: email,
    payment: {
      onlineEnabled: true,
      activePaymentMethod: 'PHONEPE',
      codEnabled: true,
      walletEnabled: true,
      codMaxOpenOrders: DEFAULT_COD_LIMITS.openOrders,
      codMaxOpenUnits: DEFAULT_COD_LIMITS.openUnits,
    },
    // Milk and curd do not keep: an order the dairy has not sent out in a day is cancelled.
    orderWaitHours: 24,
    // Milk leaves the dairy before six: changes for tomorrow close at nine in the evening.
    subscriptionCutoff: '21:00',
    // Buyers rate and review what they received (decision 046).
    reviews: { enabled: true },
    // The second demo store greets a first visit in Hindi.
    languages: { offered: ['en', 'hi'], default: 'hi' },
    // Milk is bought every day: "Reorder" and "Buy again" matter most here; "Notify me" on what has run out.
    habits: { buyAgain: true, notifyMe: true },
    // Pune shoppers type Marathi too: buttermilk, white butter and ghee as the dairy's customers say them.
    searchSynonyms: [
      ['taak', 'chaas', 'buttermilk'],
      ['loni', 'makhan', 'butter'],
      ['tup', 'ghee'],
    ],
    policies: policiesFor({
      shopName: 'Gokul Dairy Fresh',
      address: 'Shop 3, Paschimanagri, Kothrud, Pune 411038',
      phone,
      email,
      deliveryTime: '6 to 24 hours',
      charge: 20,
      freeAbove: 249,
      noReturns: 'Milk, curd, paneer and sweets',
      reportWithinHours: 12,
      hi: {
        shopName: 'गोकुल डेयरी फ़्रेश',
        address: 'दुकान 3, पश्चिमनगरी, कोथरूड, पुणे 411038',
        deliveryTime: '6 से 24 घंटे',
        noReturns: 'दूध, दही, पनीर और मिठाई',
      },
    }),
    shipping: { enabled: true, configs: [{ shippingTime: '6 to 24 hours', charge: 20, freeAbove: 249 }] },
  },
  logoIcon: 'milk',
  banners: [
    {
      isActive: true,
      alt: 'Milk subscription: fresh milk at your door before 7 AM',
      hi: { alt: 'दूध का सब्सक्रिप्शन: सुबह 7 बजे से पहले ताज़ा दूध आपके दरवाज़े पर' },
      link: { category: 'milk' },
      spec: {
        eyebrow: 'Milk subscription',
        headline: ['Fresh milk at your door', 'before 7 AM'],
        subline: 'Choose your days, pause anytime from your account',
        cta: 'Subscribe',
        hi: {
          eyebrow: 'दूध का सब्सक्रिप्शन',
          headline: ['ताज़ा दूध आपके दरवाज़े पर,', 'सुबह 7 बजे से पहले'],
          subline: 'अपने दिन चुनें, खाते से कभी भी रोकें',
          cta: 'सब्सक्राइब',
        },
        art: [
          { kind: 'milkpouch', colour: '#1d4ed8', label: 'Gokul' },
          { kind: 'bottle', colour: '#0ea5e9', label: 'A2 Milk' },
          { kind: 'milkpouch', colour: '#d97706', label: 'Gokul' },
        ],
      },
    },
    {
      isActive: true,
      alt: 'Made this morning: soft paneer and thick curd',
      hi: { alt: 'आज सुबह का बना: नरम पनीर और गाढ़ा दही' },
      link: { category: 'paneer-cheese' },
      spec: {
        eyebrow: 'Made this morning',
        headline: ['Soft paneer and thick', 'curd, every day'],
        subline: 'Small batches from whole milk, no preservatives',
        cta: 'Shop now',
        hi: {
          eyebrow: 'आज सुबह का बना',
          headline: ['नरम पनीर और गाढ़ा दही,', 'हर दिन'],
          subline: 'पूरे दूध से छोटे-छोटे बैच में, बिना प्रिज़र्वेटिव',
          cta: 'अभी ख़रीदें',
        },
        art: [
          { kind: 'block', colour: '#bfdbfe', label: 'Paneer' },
          { kind: 'tub', colour: '#0284c7', label: 'Dahi' },
          { kind: 'tub', colour: '#1e40af', label: 'Gokul' },
        ],
      },
    },
    {
      isActive: true,
      alt: 'Festive sweets: peda, rasmalai and shrikhand',
      hi: { alt: 'त्योहार की मिठाई: पेड़ा, रसमलाई और श्रीखंड' },
      link: { category: 'sweets' },
      spec: {
        eyebrow: 'Festive sweets',
        headline: ['Peda, rasmalai and', 'shrikhand'],
        subline: 'Made with our own khoa. Order a day ahead for parties',
        cta: 'Order sweets',
        hi: {
          eyebrow: 'त्योहार की मिठाई',
          headline: ['पेड़ा, रसमलाई और', 'श्रीखंड'],
          subline: 'हमारे खोये से बनी; पार्टी के लिए एक दिन पहले बताएँ',
          cta: 'मिठाई मँगाएँ',
        },
        art: [
          { kind: 'laddoo', colour: '#e9c46a', label: null },
          { kind: 'tub', colour: '#facc15', label: 'Shrikhand' },
          { kind: 'jar', colour: '#f59e0b', label: 'Ghee' },
        ],
      },
    },
  ],
  announcementBars: [
    {
      message: 'Milk delivered by 7 AM every morning · Subscribe and never run out',
      hi: { message: 'हर सुबह 7 बजे तक दूध आपके घर · सब्सक्राइब करें, दूध कभी खत्म नहीं होगा' },
      backgroundColor: '#1e3a8a',
      color: '#fef9c3',
      enabled: true,
    },
  ],
  testimonials: [
    {
      customerName: 'Sneha Joshi',
      city: 'Pune',
      message: 'The A2 milk tastes just like what we had at my aaji’s place. Bottles are always at the door before 7.',
      rating: 5,
      enabled: true,
      withPhoto: true,
      hi: {
        message: 'A2 दूध का स्वाद बिल्कुल वैसा है जैसा आजी के घर मिलता था। बोतलें हमेशा 7 बजे से पहले दरवाज़े पर होती हैं।',
        city: 'पुणे',
      },
    },
    {
      customerName: 'Aditya Deshpande',
      city: 'Pune',
      message: 'Paneer is soft and fresh every single time. Pausing the subscription when we travel is easy.',
      rating: 4.5,
      enabled: true,
      withPhoto: true,
      hi: {
        message: 'पनीर हर बार नरम और ताज़ा होता है। बाहर जाते समय सब्सक्रिप्शन रोकना आसान है।',
        city: 'पुणे',
      },
    },
    {
      customerName: 'Meera Iyer',
      city: 'Mumbai',
      message:
        'Ordered shrikhand and peda for my parents in Kothrud; they loved it. Wish the delivery slots were wider.',
      rating: 4,
      enabled: true,
      withPhoto: false,
      hi: {
        message:
          'कोथरूड में मम्मी-पापा के लिए श्रीखंड और पेड़ा मँगवाया; उन्हें बहुत पसंद आया। काश डिलीवरी के समय में थोड़ी और गुंजाइश होती।',
        city: 'मुंबई',
      },
    },
    {
      customerName: 'Kavita Patil',
      city: 'Kolhapur',
      message: 'Good curd and ghee. One morning the milk came late, but they credited my wallet without me asking.',
      rating: 3.5,
      enabled: true,
      withPhoto: true,
      hi: {
        message: 'दही और घी अच्छे हैं। एक सुबह दूध देर से आया, पर बिना कहे मेरे वॉलेट में पैसे जमा कर दिए।',
        city: 'कोल्हापुर',
      },
    },
    {
      customerName: 'Nikhil Bhosale',
      city: 'Pune',
      message: 'Been subscribed for a year, never had a sour packet.',
      rating: 4.5,
      enabled: false,
      withPhoto: true,
      hi: {
        message: 'एक साल से सब्सक्रिप्शन है, आज तक एक भी पैकेट खट्टा नहीं निकला।',
        city: 'पुणे',
      },
    },
  ],
  faqs: [
    {
      q: 'What time is milk delivered?',
      a: 'Morning subscriptions arrive between 5:30 and 7:00 AM. You can also pick the 7:00 to 8:30 AM or evening slot.',
      hi: {
        q: 'दूध कितने बजे आता है?',
        a: 'सुबह के सब्सक्रिप्शन 5:30 से 7:00 बजे के बीच पहुँचते हैं। आप सुबह 7:00 से 8:30 बजे का या शाम का समय भी चुन सकते हैं।',
      },
    },
    {
      q: 'How do I pause my subscription while travelling?',
      a: 'Go to Account → Subscription and switch the subscription off. Switch it on again when you are back; nothing is charged in between.',
      hi: {
        q: 'बाहर जाते समय सब्सक्रिप्शन कैसे रोकें?',
        a: 'खाता → सब्सक्रिप्शन में जाकर सब्सक्रिप्शन रोक दें। लौटने पर फिर शुरू करें; बीच के दिनों का कोई पैसा नहीं कटता।',
      },
    },
    {
      q: 'Is the milk pasteurised?',
      a: 'Yes. All our milk is chilled at the farm and pasteurised the same morning. The A2 cow milk comes in glass bottles, which we collect back.',
      hi: {
        q: 'क्या दूध पाश्चराइज़्ड है?',
        a: 'हाँ। हमारा सारा दूध फ़ार्म पर ही ठंडा किया जाता है और उसी सुबह पाश्चराइज़ होता है। A2 गाय का दूध काँच की बोतलों में आता है, जिन्हें हम वापस ले लेते हैं।',
      },
    },
    {
      q: 'How do I pay for a subscription?',
      a: 'Subscriptions are paid from your store wallet or by cash on delivery. Recharge the wallet online with PhonePe or in cash with the delivery partner.',
      hi: {
        q: 'सब्सक्रिप्शन का भुगतान कैसे करें?',
        a: 'सब्सक्रिप्शन का भुगतान दुकान के वॉलेट से या कैश ऑन डिलीवरी से होता है। वॉलेट फ़ोनपे से ऑनलाइन रिचार्ज करें, या डिलीवरी पार्टनर को कैश देकर।',
      },
    },
    {
      q: 'What if a packet is sour or leaking?',
      a: 'Tell us within 12 hours and we will replace it the next morning or credit your wallet.',
      hi: {
        q: 'अगर पैकेट खट्टा निकले या लीक हो तो?',
        a: '12 घंटे के अंदर बताएँ: हम अगली सुबह पैकेट बदल देंगे या पैसे आपके वॉलेट में जमा कर देंगे।',
      },
    },
  ],
  // A welcome for a first order, and a small percent off every fortnight's stock-up.
  coupons: [
    {
      code: 'DAIRY40',
      kind: 'FLAT',
      value: 40,
      maxDiscount: null,
      minOrderValue: 249,
      validFrom: '2026-01-01',
      validTo: null,
      firstOrderOnly: true,
      usesPerShopper: 1,
      totalUses: null,
    },
    {
      code: 'FRESH5',
      kind: 'PERCENT',
      value: 5,
      maxDiscount: 50,
      minOrderValue: 199,
      validFrom: '2026-01-01',
      validTo: '2027-06-30',
      firstOrderOnly: false,
      usesPerShopper: 3,
      totalUses: null,
    },
  ],
  deliverySlots: [
    { startTime: '05:30', endTime: '07:00' },
    { startTime: '07:00', endTime: '08:30' },
    { startTime: '17:00', endTime: '19:00' },
  ],
  // The dairy's everyday goods lead a new store's home page.
  staples: [
    'Toned Milk',
    'Full Cream Milk',
    'Fresh Curd',
    'Fresh Paneer',
    'Table Butter',
    'Pure Cow Ghee',
    'Whole Wheat Bread',
    'Farm Eggs',
    'Double Toned Milk',
    'Masala Chaas',
    'Sweet Lassi',
    'Cheese Slices',
  ],
  catalogue: [milk, curd, paneerAndCheese, butterAndGhee, breadAndEggs, dairySweets],
};
