import type { Category } from '@haat/contract/catalogue/catalogue.schemas';
import type { AnnouncementBar } from '@haat/contract/content/content.schemas';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';

export const ORG_ID = '0b4c1f5e-8a1d-4a53-9a39-1f0f2c1d0a01';
export const STORE_ID = '5d7e2c11-3f43-4b8e-9c55-6e1f0a2b3c02';
export const LOCATION_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c03';

export function makeBootstrap(overrides: Partial<StoreBootstrap> = {}): StoreBootstrap {
  return {
    lookup: {
      orgId: ORG_ID,
      name: 'Demo Org',
      logoPath: null,
      store: { id: STORE_ID, friendlyId: 'demo', name: 'Demo Mart', logoPath: '/files/stores/demo/logo.svg' },
      location: { id: LOCATION_ID, name: 'Bengaluru' },
    },
    config: {
      id: STORE_ID,
      favicon: '/files/stores/demo/favicon.svg',
      logoPath: '/files/stores/demo/logo.svg',
      storeWebTheme: {
        primaryColor: '#1b7f3b',
        secondaryColor: '#f59e0b',
        neutralColor: '#6b7280',
        gridHomePage: 6,
        gridCatalogPage: 5,
      },
      facebookUrl: 'https://facebook.com/demo',
      xurl: 'https://x.com/demo',
      linkedInUrl: null,
      instagramUrl: 'https://instagram.com/demo',
      callSupportNumber: '9876543210',
      supportEmail: 'help@demo.example',
      languages: { offered: ['en', 'hi'], default: 'en' },
      habits: { buyAgain: false, notifyMe: false },
      seller: {
        legalName: 'Demo Mart Retail LLP',
        address: '14 80 Feet Road, Koramangala, Bengaluru 560034',
        stateCode: '29',
        gstScheme: 'REGULAR',
        gstin: '29AAGCB7383J1Z4',
        fssaiLicence: '11223344556677',
        grievanceOfficer: {
          name: 'Meera Iyer',
          designation: 'Grievance Officer',
          phone: '9876500011',
          email: 'grievance@demo.example',
        },
      },
    },
    basePath: '/demo',
    locale: 'en',
    ...overrides,
  };
}

let seq = 0;
function uuid(): string {
  seq += 1;
  return `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return { id: uuid(), name: `Category ${seq}`, imagePath: null, isActive: true, productCount: 3, ...overrides };
}

export function makeAnnouncementBar(overrides: Partial<AnnouncementBar> = {}): AnnouncementBar {
  return {
    id: uuid(),
    message: 'Free delivery above ₹499',
    backgroundColor: '#14532d',
    color: '#ffffff',
    enabled: true,
    ...overrides,
  };
}
