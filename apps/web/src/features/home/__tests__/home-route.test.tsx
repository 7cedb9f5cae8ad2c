import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrl, mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeBootstrap, makeCategory, STORE_ID } from '#src/testing/store-fixtures.ts';
import { makeProduct, makeProductPage } from '#src/testing/product-fixtures.ts';

interface HomeData {
  categories?: ReturnType<typeof makeCategory>[];
  faqs?: { q: string; a: string }[];
  testimonials?: { enabled: boolean; rating: number }[];
}

function mockHome({ categories = [makeCategory()], faqs = [], testimonials = [] }: HomeData = {}) {
  const productQueries: URL[] = [];
  const fetchMock = mockFetch({
    '/api/categories': { body: categories },
    '/api/store-banners': {
      body: [
        {
          id: '00000000-0000-4000-8000-0000000000b1',
          bannerPath: '/files/b1.svg',
          isActive: true,
          alt: null,
          link: null,
        },
        {
          id: '00000000-0000-4000-8000-0000000000b3',
          bannerPath: '/files/b3.svg',
          isActive: true,
          alt: 'Monthly ration sale: up to 25% off on atta',
          link: '/category/00000000-0000-4000-8000-0000000000d1',
        },
        {
          id: '00000000-0000-4000-8000-0000000000b4',
          bannerPath: '/files/b4.svg',
          isActive: true,
          alt: 'Our farm, on our own site',
          link: 'https://farm.example.in/visit',
        },
      ],
    },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    [`/api/faqs/${STORE_ID}`]: { body: { faqs } },
    [`/api/store-customization/${STORE_ID}/testimonials`]: {
      body: testimonials.map((item, index) => ({
        id: `00000000-0000-4000-8000-0000000000c${index}`,
        customerName: `Shopper ${index}`,
        message: 'Lovely',
        city: 'Pune',
        imagePath: null,
        ...item,
      })),
    },
    '/api/products': (url) => {
      productQueries.push(url);
      return { body: makeProductPage([makeProduct({ name: 'Popular Ghee' })]) };
    },
  });
  return { productQueries, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('home', () => {
  it('asks for page 1 of twice the home grid as Popular Products, and shows the feature strip', async () => {
    const { productQueries } = mockHome();
    renderRoute('/');
    expect(await screen.findByText('Popular Ghee')).toBeTruthy();
    expect(productQueries[0]!.searchParams.get('page')).toBe('1');
    expect(productQueries[0]!.searchParams.get('size')).toBe('12');
    for (const text of [
      'make payment with ease',
      'shop for anyone',
      'delivery charges as per T&C',
      'made with highest care',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('img', { name: /Offers at/ }).getAttribute('fetchpriority')).toBe('high');
  });

  it('has one top heading, the store’s name, above the sections’ own', async () => {
    mockHome();
    renderRoute('/');
    await screen.findByText('Popular Ghee');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Demo Mart']);
  });

  it('makes each banner with a target a link named by its own text, in the store or elsewhere', async () => {
    mockHome();
    renderRoute('/');
    const sale = await screen.findByRole('link', { name: 'Monthly ration sale: up to 25% off on atta' });
    expect(sale.getAttribute('href')).toBe('/demo/category/00000000-0000-4000-8000-0000000000d1');
    const farm = screen.getByRole('link', { name: 'Our farm, on our own site' });
    expect(farm.getAttribute('href')).toBe('https://farm.example.in/visit');
    expect(farm.getAttribute('rel')).toBe('noopener noreferrer');
    // Without a target the banner is a picture, not a link.
    expect(screen.getByRole('img', { name: /Offers at/ }).closest('a')).toBeNull();
  });

  it('paints the banners and categories the server wrote into the page without asking for them', async () => {
    const { fetchMock } = mockHome();
    const banners = [
      {
        id: '00000000-0000-4000-8000-0000000000b2',
        bannerPath: '/files/b2.svg',
        isActive: true,
        alt: null,
        link: null,
      },
    ];
    renderRoute('/', makeBootstrap({ banners, categories: [makeCategory({ name: 'Written Category' })] }));
    expect((await screen.findByRole('img', { name: /Offers at/ })).getAttribute('src')).toBe('/files/b2.svg');
    await screen.findByText('Popular Ghee');
    const asked = fetchMock.mock.calls.map((_, index) => calledUrl(fetchMock, index).pathname);
    expect(screen.getAllByText('Written Category').length).toBeGreaterThan(0);
    expect(asked).not.toContain('/api/store-banners');
    expect(asked).not.toContain('/api/categories');
  });

  it('hides FAQs and testimonials when there are none enabled', async () => {
    mockHome({ testimonials: [{ enabled: false, rating: 5 }] });
    renderRoute('/');
    await screen.findByText('Popular Ghee');
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What our customers say' })).toBeNull();
  });

  it('shows FAQs and enabled testimonials with half stars', async () => {
    mockHome({ faqs: [{ q: 'Do you deliver?', a: 'Yes.' }], testimonials: [{ enabled: true, rating: 4.5 }] });
    renderRoute('/');
    expect(await screen.findByText('Do you deliver?')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  });

  it('shows at most 8 category tiles, only shoppable ones, and See more beyond 8', async () => {
    const categories = [
      ...Array.from({ length: 9 }, (_, index) => makeCategory({ name: `Aisle ${index}` })),
      makeCategory({ name: 'Empty aisle', productCount: 0 }),
    ];
    mockHome({ categories });
    renderRoute('/');
    expect(await screen.findByText('Aisle 7')).toBeTruthy();
    expect(screen.queryByText('Aisle 8')).toBeNull();
    expect(screen.queryByText('Empty aisle')).toBeNull();
    const seeMore = screen.getAllByRole('link', { name: /^See more/ }).map((link) => link.getAttribute('href'));
    expect(seeMore).toEqual(['/demo/category', '/demo/category']);
  });
});
