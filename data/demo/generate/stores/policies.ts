import type { StoreImport } from '@haat/contract/store-import/store-import.schemas';
import type { Hindi } from '../catalogue/catalogue-types.ts';
import { escapeXml } from '../lib/text.ts';

export interface PolicyFacts {
  shopName: string;
  address: string;
  phone: string;
  email: string;
  deliveryTime: string;
  charge: number;
  freeAbove: number | null;
  /** Goods that cannot be returned once delivered. */
  noReturns: string;
  /** Hours after delivery within which a damaged or wrong item can be reported. */
  reportWithinHours: number;
  /** The facts written in words, in Hindi; numbers, phone and e-mail are the same in both languages. */
  hi: Hindi<'shopName' | 'address' | 'deliveryTime' | 'noReturns'>;
}

type Policies = StoreImport['store']['policies'];

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * Short, plain-language policies as rich-text HTML (h2, p, ul), the way a shop owner writes them, with their
 * Hindi versions.
 */
export function policiesFor(facts: PolicyFacts): Policies {
  return { ...englishPolicies(facts), translations: { hi: hindiPolicies(facts) } };
}

function englishPolicies(facts: PolicyFacts): Omit<Policies, 'translations'> {
  const shop = escapeXml(facts.shopName);
  const contact = `<p>Questions? Call us on ${escapeXml(facts.phone)} or write to <a href="mailto:${facts.email}">${facts.email}</a>.</p>`;
  const freeDelivery = facts.freeAbove === null ? '' : `, free on orders of ₹${facts.freeAbove} and above`;
  return {
    privacyPolicy: [
      '<h2>Privacy Policy</h2>',
      `<p>${shop} (${escapeXml(facts.address)}) collects only what we need to take and deliver your orders.</p>`,
      '<h2>What we collect</h2>',
      list([
        'Your name, mobile number and e-mail address',
        'Delivery addresses you save',
        'Orders, subscriptions and wallet transactions',
      ]),
      '<h2>How we use it</h2>',
      '<p>To deliver your orders, send order updates by SMS and answer your questions. We never sell your details. Online payments are handled by our payment partner; we do not store card or UPI details.</p>',
      contact,
    ].join(''),
    refundPolicy: [
      '<h2>Refund Policy</h2>',
      `<p>If an item arrives damaged, expired or is not what you ordered, tell us within ${facts.reportWithinHours} hours of delivery and we will replace it or refund you.</p>`,
      list([
        'Refunds for online payments go back to the original payment method within 5–7 working days.',
        'Refunds for cash on delivery orders are credited to your store wallet.',
        `${escapeXml(facts.noReturns)} cannot be returned once accepted at the door, except when damaged.`,
        'Cancelled orders are refunded in full.',
      ]),
      contact,
    ].join(''),
    shippingPolicy: [
      '<h2>Shipping Policy</h2>',
      `<p>We deliver one-time orders within ${facts.deliveryTime} of placing them in our delivery area; subscriptions come in the delivery slot you chose for them.</p>`,
      list([
        `Delivery charge ₹${facts.charge}${freeDelivery}.`,
        'Orders placed after we close for the day are delivered the next morning.',
        'Our delivery partner calls before arriving; please keep your phone reachable.',
      ]),
      contact,
    ].join(''),
    termsConditions: [
      '<h2>Terms &amp; Conditions</h2>',
      `<p>By ordering from ${shop} you agree to these terms.</p>`,
      list([
        'Prices and offers may change without notice; you pay the price shown when you place the order.',
        'Product images are for illustration; the pack you receive may look different.',
        'We may limit quantities per order to keep stock fair for all our customers.',
        'Wallet balance can be used only in this store and is not transferable.',
      ]),
      contact,
    ].join(''),
  };
}

/** The same policies in Hindi: the same facts, headings and points in the same order. */
function hindiPolicies(facts: PolicyFacts): Hindi<keyof Omit<Policies, 'translations'>> {
  const shop = escapeXml(facts.hi.shopName);
  const contact = `<p>कुछ पूछना है? हमें ${escapeXml(facts.phone)} पर कॉल करें या <a href="mailto:${facts.email}">${facts.email}</a> पर लिखें।</p>`;
  const freeDelivery = facts.freeAbove === null ? '' : `, ₹${facts.freeAbove} या उससे ज़्यादा के ऑर्डर पर मुफ़्त`;
  return {
    privacyPolicy: [
      '<h2>गोपनीयता नीति</h2>',
      `<p>${shop} (${escapeXml(facts.hi.address)}) में हम सिर्फ़ वही जानकारी लेते हैं जो आपके ऑर्डर लेने और पहुँचाने के लिए ज़रूरी है।</p>`,
      '<h2>हम क्या जानकारी लेते हैं</h2>',
      list(['आपका नाम, मोबाइल नंबर और ई-मेल पता', 'आपके सेव किए हुए डिलीवरी पते', 'ऑर्डर, सब्सक्रिप्शन और वॉलेट का लेन-देन']),
      '<h2>हम इसका क्या करते हैं</h2>',
      '<p>आपके ऑर्डर पहुँचाने, ऑर्डर की जानकारी SMS से भेजने और आपके सवालों के जवाब देने के लिए। हम आपकी जानकारी कभी नहीं बेचते। ऑनलाइन भुगतान हमारे भुगतान पार्टनर के ज़रिए होता है; हम कार्ड या UPI की जानकारी अपने पास नहीं रखते।</p>',
      contact,
    ].join(''),
    refundPolicy: [
      '<h2>रिफ़ंड नीति</h2>',
      `<p>अगर कोई सामान टूटा-फूटा, एक्सपायर हो चुका या आपके ऑर्डर से अलग निकले, तो डिलीवरी के ${facts.reportWithinHours} घंटे के अंदर हमें बताएँ: हम उसे बदल देंगे या आपके पैसे वापस कर देंगे।</p>`,
      list([
        'ऑनलाइन भुगतान के पैसे 5–7 कामकाजी दिनों में उसी तरीके से वापस आते हैं जिससे भुगतान किया गया था।',
        'कैश ऑन डिलीवरी वाले ऑर्डर के पैसे इस दुकान के वॉलेट में वापस आते हैं।',
        `${escapeXml(facts.hi.noReturns)}: दरवाज़े पर ले लेने के बाद इन्हें वापस नहीं लिया जाता, सिवाय तब जब सामान ख़राब हालत में पहुँचा हो।`,
        'रद्द हुए ऑर्डर के पूरे पैसे वापस मिलते हैं।',
      ]),
      contact,
    ].join(''),
    shippingPolicy: [
      '<h2>डिलीवरी नीति</h2>',
      `<p>हमारे डिलीवरी इलाके में एक बार के ऑर्डर हम ऑर्डर देने के ${escapeXml(facts.hi.deliveryTime)} के अंदर पहुँचाते हैं; सब्सक्रिप्शन उसी डिलीवरी के समय पर आते हैं जो आपने उनके लिए चुना है।</p>`,
      list([
        `डिलीवरी शुल्क ₹${facts.charge}${freeDelivery}।`,
        'दुकान बंद होने के बाद दिए गए ऑर्डर अगली सुबह पहुँचाए जाते हैं।',
        'हमारे डिलीवरी पार्टनर आने से पहले फ़ोन करते हैं; कृपया अपना फ़ोन चालू रखें।',
      ]),
      contact,
    ].join(''),
    termsConditions: [
      '<h2>नियम और शर्तें</h2>',
      `<p>${shop} से ऑर्डर करके आप इन शर्तों को मानते हैं।</p>`,
      list([
        'कीमतें और ऑफ़र बिना बताए बदल सकते हैं; आप वही कीमत चुकाते हैं जो ऑर्डर देते समय दिखाई गई थी।',
        'सामान की तस्वीरें सिर्फ़ अंदाज़ा देने के लिए हैं; आपको मिलने वाला पैक थोड़ा अलग दिख सकता है।',
        'सभी ग्राहकों को सामान मिल सके, इसलिए हम एक ऑर्डर में किसी सामान की मात्रा सीमित कर सकते हैं।',
        'वॉलेट बैलेंस सिर्फ़ इसी दुकान में इस्तेमाल हो सकता है और किसी और को ट्रांसफ़र नहीं किया जा सकता।',
      ]),
      contact,
    ].join(''),
  };
}
