import { fireEvent, screen } from '@testing-library/react';
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
