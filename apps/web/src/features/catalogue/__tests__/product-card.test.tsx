import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '#src/testing/render-app.tsx';
import { makeProduct } from '#src/testing/product-fixtures.ts';
import { ProductCard } from '#src/features/catalogue/components/product-card.tsx';
import { ProductGrid } from '#src/features/catalogue/components/product-grid.tsx';

describe('ProductCard', () => {
  it('shows image, name, brand, weight, price, struck MRP and the % Off ribbon', () => {
    renderWithStore(<ProductCard product={makeProduct()} />);
    expect(screen.getByRole('heading', { name: 'Fresh Paneer' })).toBeTruthy();
    expect(screen.getByText('Amul')).toBeTruthy();
    expect(screen.getByText('200 g')).toBeTruthy();
    expect(screen.getByText('₹76.00')).toBeTruthy();
    expect(screen.getByText('₹90.00').closest('s')).toBeTruthy();
    expect(screen.getByText('16% Off')).toBeTruthy();
    const image = document.querySelector('.product-card img')!;
    expect(image.getAttribute('width')).toBe('240');
    expect(image.getAttribute('height')).toBe('240');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('has no ribbon and no MRP when there is no discount', () => {
    renderWithStore(<ProductCard product={makeProduct({}, { mrp: 76, sellingPrice: 76 })} />);
    expect(screen.queryByText(/% Off/)).toBeNull();
    expect(document.querySelector('s')).toBeNull();
  });

  it('measures the discount against what is paid with GST on top: no ribbon when that is the MRP itself', () => {
    // ₹45.76 + 18 % GST = ₹54.00, the MRP: nothing is saved, whatever ₹45.76 against ₹54 would suggest.
    const atMrp = makeProduct({ taxPercent: 18, taxType: 'EXCLUSIVE' }, { mrp: 54, sellingPrice: 45.76 });
    const { unmount } = renderWithStore(<ProductCard product={atMrp} />);
    expect(screen.queryByText(/% Off/)).toBeNull();
    unmount();
    // ₹38.14 + 18 % = ₹45.01 against an MRP of ₹54: 17 % off, not the 29 % the bare price would show.
    renderWithStore(
      <ProductCard product={makeProduct({ taxPercent: 18, taxType: 'EXCLUSIVE' }, { mrp: 54, sellingPrice: 38.14 })} />,
    );
    expect(screen.getByText('17% Off')).toBeTruthy();
  });

  it("says 'Add' for a subscribable product and sends a guest to /login", async () => {
    const { router } = renderWithStore(<ProductCard product={makeProduct({ isSubscribable: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says Out of stock with nothing to press, even to a guest', () => {
    renderWithStore(<ProductCard product={makeProduct({}, { availableQuantity: 0 })} />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers each pack size with its price; the first is chosen, and the card follows the choice', () => {
    const product = makeProduct({ name: 'Nescafe Classic' }, { weight: 50, sellingPrice: 160, mrp: 170 });
    const large = {
      ...product.variants[0]!,
      variantId: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
      weight: 100,
      sellingPrice: 299,
      mrp: 330,
    };
    const hidden = { ...large, variantId: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a', weight: 200, isVisible: false };
    renderWithStore(<ProductCard product={{ ...product, variants: [product.variants[0]!, large, hidden] }} />);
    const sizes = screen.getByRole('group', { name: 'Pack size of Nescafe Classic' });
    expect(within(sizes).getAllByRole('radio')).toHaveLength(2);
    expect(document.querySelector('.product-card__price .price')?.textContent).toBe('₹160.00');
    fireEvent.click(within(sizes).getByLabelText(/100 g/));
    expect(document.querySelector('.product-card__price .price')?.textContent).toBe('₹299.00');
    expect(screen.getByText('9% Off')).toBeTruthy();
  });

  it('says how many are left when few are', () => {
    renderWithStore(<ProductCard product={makeProduct({}, { availableQuantity: 3 })} />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    expect(screen.getByText('Only 3 left')).toBeTruthy();
  });
});

describe('ProductGrid', () => {
  it("says 'No Product Found' when empty", () => {
    renderWithStore(<ProductGrid products={[]} columns={5} />);
    expect(screen.getByText('No Product Found')).toBeTruthy();
  });

  it('loads the first cards eagerly and the rest lazily', () => {
    renderWithStore(
      <ProductGrid products={[makeProduct(), makeProduct(), makeProduct()]} columns={4} eagerCount={2} />,
    );
    const loading = [...document.querySelectorAll('.product-card img')].map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'lazy']);
    expect((document.querySelector('.product-grid') as HTMLElement).style.getPropertyValue('--cols-1280')).toBe('4');
  });
});
