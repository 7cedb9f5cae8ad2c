import { render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { notify } from '#src/lib/notify.ts';

describe('notify', () => {
  it('shows the same words once while they are on screen, however often they are raised', async () => {
    render(<ToastContainer autoClose={false} />);
    for (let tap = 0; tap < 4; tap++) notify.success('Product added to cart');
    notify.error('Failed to add product to cart');
    notify.error('Failed to add product to cart');
    expect(await screen.findByText('Failed to add product to cart')).toBeTruthy();
    expect(screen.getAllByText('Product added to cart')).toHaveLength(1);
    expect(screen.getAllByText('Failed to add product to cart')).toHaveLength(1);
  });
});
