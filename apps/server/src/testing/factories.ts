import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { StoreImportInput } from '@haat/contract/store-import/store-import.schemas';
import type { Db } from '../db/connect.ts';
import { importStore, type ImportedStore } from '../modules/store-import/store-import.service.ts';
import { inEnglish } from '../result.ts';
import { createTestApp } from './test-app.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';

/** The folder the factory documents' image names are relative to. */
export const fixtureImagesDir = fileURLToPath(new URL('./fixtures/store-images/', import.meta.url));
/** A tiny built storefront (index.html with the `<!--haat:head-->` placeholder, one asset). */
export const fixtureWebDistDir = fileURLToPath(new URL('./fixtures/web-dist/', import.meta.url));

/** What a factory product's package declares: made in India by a named maker (decision 028). */
export const declaredPackage = (hsnCode: string) => ({
  hsnCode,
  declarations: {
    maker: { kind: 'MANUFACTURER' as const, name: 'Karnataka Foods Ltd', address: '12 Industrial Area, Mysuru 570016' },
    countryOfOrigin: 'IN',
    consumerCare: '1800 425 1234, care@karnatakafoods.example',
  },
});

/** A registered seller in Karnataka (state 29), with a GSTIN whose check character is right. */
export const registeredSeller = (legalName: string) => ({
  legalName,
  address: '14 80 Feet Road, Koramangala, Bengaluru 560034',
  stateCode: '29' as const,
  gstScheme: 'REGULAR' as const,
  gstin: '29AAGCB7383J1Z4',
  fssaiLicence: '11223344556677',
  grievanceOfficer: {
    name: 'Meera Iyer',
    designation: 'Grievance Officer',
    phone: '9876500011',
    email: 'grievance@haat.example',
  },
});

/**
 * A small but complete store document: 2 categories, 3 products (one subscribable, one out of stock, one
 * whose first variant is hidden), banners (one inactive), announcement bars (the first enabled),
 * testimonials (one disabled), FAQs, delivery slots, a shipping rule, policies and social links.
 * Every call gets a new friendly id, so tests never collide.
 */
export function storeDocument(label = `shop-${randomBytes(4).toString('hex')}`): StoreImportInput {
  return {
    org: { name: `${label} Retail Pvt Ltd`, logo: 'logo.svg' },
    store: {
      friendlyId: label,
      name: `Store ${label}`,
      locationName: 'Koramangala',
      domains: [],
      logo: 'logo.svg',
      favicon: 'favicon.svg',
      theme: {
        primaryColor: '#1e7a46',
        secondaryColor: '#f2a93b',
        neutralColor: '#64748b',
        gridHomePage: 6,
        gridCatalogPage: 4,
      },
      social: {
        facebookUrl: 'https://facebook.com/haat',
        xurl: 'https://x.com/haat',
        linkedInUrl: null,
        instagramUrl: null,
      },
      seller: registeredSeller(`${label} Retail Pvt Ltd`),
      callSupportNumber: '9876543210',
      supportEmail: `help@${label}.example`,
      payment: { onlineEnabled: true, activePaymentMethod: 'CASHFREE', codEnabled: true, walletEnabled: false },
      policies: {
        privacyPolicy: '<h2>Privacy</h2><p>We keep your <strong>data</strong> safe.</p>',
        refundPolicy: '<p>Refunds within 7 days.</p>',
        shippingPolicy: null,
        termsConditions: null,
      },
      shipping: { enabled: true, configs: [{ shippingTime: '1 to 4 hours', charge: 40, freeAbove: 499 }] },
    },
    banners: [
      { image: 'banner-1.svg', isActive: true },
      { image: 'banner-2.svg', isActive: false },
    ],
    announcementBars: [
      { message: `Free delivery above ₹499 at ${label}`, backgroundColor: '#1e7a46', color: '#ffffff', enabled: true },
      { message: 'Second bar', backgroundColor: '#000000', color: '#ffffff', enabled: false },
    ],
    testimonials: [
      {
        customerName: 'Asha Rao',
        message: 'Fresh every morning.',
        city: 'Bengaluru',
        image: 'testimonial.svg',
        rating: 4.5,
        enabled: true,
      },
      { customerName: 'Vikram Shah', message: 'Hidden one.', city: null, image: null, rating: 3, enabled: false },
    ],
    faqs: [
      { q: 'Do you deliver on Sundays?', a: 'Yes, every day.' },
      { q: 'Can I pay cash?', a: 'Cash on delivery is available.' },
    ],
    deliverySlots: [
      { startTime: '07:00', endTime: '09:00' },
      { startTime: '18:00', endTime: '20:30' },
    ],
    categories: [
      { key: 'dairy', name: 'Dairy', image: 'category.svg', isActive: true },
      { key: 'staples', name: 'Staples', image: null, isActive: true },
    ],
    products: [
      {
        name: 'Toned Milk',
        brand: 'Nandini',
        description: 'Pasteurised toned milk.',
        category: 'dairy',
        isSubscribable: true,
        taxPercent: 0,
        taxType: 'INCLUSIVE',
        ...declaredPackage('0401'),
        averageRating: 4.5,
        variants: [
          {
            sku: `${label}-milk-500`,
            weight: 500,
            weightUnit: 'ML',
            mrp: 27,
            sellingPrice: 26,
            availableQuantity: 100,
            images: ['product-1.svg'],
          },
          {
            sku: `${label}-milk-1000`,
            weight: 1,
            weightUnit: 'LITRE',
            mrp: 54,
            sellingPrice: 52,
            availableQuantity: 50,
            images: [],
          },
        ],
      },
      {
        name: 'Sona Masoori Rice',
        brand: 'India Gate',
        category: 'staples',
        taxPercent: 5,
        taxType: 'EXCLUSIVE',
        ...declaredPackage('1006'),
        variants: [
          {
            sku: `${label}-rice-5`,
            weight: 5,
            weightUnit: 'KG',
            mrp: 450.5,
            sellingPrice: 399.99,
            availableQuantity: 0,
            images: ['product-3.png'],
          },
        ],
      },
      {
        name: 'Hidden Paneer',
        category: 'dairy',
        taxPercent: 5,
        taxType: 'INCLUSIVE',
        ...declaredPackage('0406'),
        variants: [
          {
            sku: `${label}-paneer-200`,
            weight: 200,
            weightUnit: 'GM',
            mrp: 90,
            sellingPrice: 90,
            availableQuantity: 5,
            isVisible: false,
            images: ['product-2.svg'],
          },
        ],
      },
    ],
  };
}

export interface CreatedStore extends ImportedStore {
  document: StoreImportInput;
}

/**
 * Creates a store through the real import (validation, image copy, one transaction), as the seed and the
 * CLI do. `customise` edits the document first. Throws when the import refuses it.
 */
export async function createStore(
  deps: { database: { db: Db }; storage: FileStorage },
  customise: (document: StoreImportInput) => void = () => {},
): Promise<CreatedStore> {
  const document = storeDocument();
  customise(document);
  const result = await importStore({ db: deps.database.db, storage: deps.storage }, document, fixtureImagesDir);
  if (!result.ok) throw new Error(`createStore: ${result.error.code}: ${inEnglish(result.error.message)}`);
  return { ...result.value, document };
}

/**
 * A production server with the built web app's fixture on the shared host `haat.example` (PUBLIC_URL
 * `https://haat.example`): the storefront's pages, manifest and messages as production sends them.
 */
export function createProductionStorefront() {
  return createTestApp({
    webDistDir: fixtureWebDistDir,
    sharedHosts: ['haat.example'],
    production: true,
    publicUrl: 'https://haat.example',
    sms: {
      provider: 'console',
      allowConsoleInProduction: true,
      msg91: { authKey: undefined, templateId: undefined, walletTemplateId: undefined, baseUrl: '' },
    },
  });
}
