import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '#src/app/shell/search-box.tsx';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderWithStore } from '#src/testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

function typeAndEnter(value: string) {
  const input = screen.getByRole('combobox', { name: 'Search products' });
  fireEvent.change(input, { target: { value } });
  fireEvent.submit(input.closest('form')!);
}

describe('SearchBox', () => {
  it('goes to /search?query=… with the trimmed text on Enter', () => {
    mockFetch({});
    const { router } = renderWithStore(<SearchBox />, { path: '/category' });
    typeAndEnter('  basmati rice ');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('query')).toBe('basmati rice');
  });

  it('stays put when the text is empty or blank', () => {
    mockFetch({});
    const { router } = renderWithStore(<SearchBox />, { path: '/category' });
    typeAndEnter('');
    typeAndEnter('    ');
    expect(router.state.location.pathname).toBe('/category');
  });
});
