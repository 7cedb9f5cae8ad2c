import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '@haat/contract/catalogue/search-suggestions.schemas';
import { SearchCombobox } from '#src/features/search/components/search-combobox.tsx';
import { storageKeys } from '#src/lib/storage.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderWithStore } from '#src/testing/render-app.tsx';

const tomato = '00000000-0000-4000-8000-0000000000a1';
const vegetables = '00000000-0000-4000-8000-0000000000a2';
const suggestions: SearchSuggestion[] = [
  { kind: 'query', query: 'tamatar' },
  { kind: 'category', id: vegetables, name: 'Vegetables' },
  { kind: 'product', id: tomato, name: 'Fresh Tomato', thumbnail: null },
];

function mockSuggestions() {
  const asked: string[] = [];
  mockFetch({
    '/api/search/suggestions': (url) => {
      asked.push(url.searchParams.get('query') ?? '');
      return { body: { suggestions } };
    },
  });
  return asked;
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const key = (name: string) => fireEvent.keyDown(box(), { key: name });
const active = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)!.textContent : null;
};
const recentKey = storageKeys('demo').recentSearches;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the search box as a combobox', () => {
  it('asks for suggestions once typing pauses, and lists them', async () => {
    const asked = mockSuggestions();
    renderWithStore(<SearchCombobox />, { path: '/category' });
    fireEvent.focus(box());
    for (const text of ['t', 'ta', 'tam', 'tama']) fireEvent.change(box(), { target: { value: text } });
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['tamatar', 'VegetablesCategory', 'Fresh Tomato']);
    expect(asked).toEqual(['tama']);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(list.id);
  });

  it('moves through the options with the arrow keys, wrapping, and names the highlighted one', async () => {
    mockSuggestions();
    renderWithStore(<SearchCombobox />, { path: '/category' });
    fireEvent.change(box(), { target: { value: 'tama' } });
    await screen.findByRole('listbox');
    expect(active()).toBeNull();
    key('ArrowDown');
    expect(active()).toBe('tamatar');
    expect(screen.getByRole('option', { name: 'tamatar' }).getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe('Fresh Tomato');
    key('ArrowDown');
    expect(active()).toBe('tamatar');
    key('ArrowUp');
    expect(active()).toBe('Fresh Tomato');
  });

  it('Enter on a product goes to the product, on a category to the category', async () => {
    mockSuggestions();
    const { router } = renderWithStore(<SearchCombobox />, { path: '/category' });
    fireEvent.change(box(), { target: { value: 'tama' } });
    await screen.findByRole('listbox');
    key('ArrowUp');
    key('Enter');
    expect(router.state.location.pathname).toBe(`/product/${tomato}`);
    fireEvent.change(box(), { target: { value: 'tamat' } });
    await screen.findByRole('listbox');
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(router.state.location.pathname).toBe(`/category/${vegetables}`);
  });

  it('Enter on words searches them and remembers the search; Enter with none highlighted searches the text', async () => {
    mockSuggestions();
    const { router } = renderWithStore(<SearchCombobox />, { path: '/category' });
    fireEvent.change(box(), { target: { value: 'tama' } });
    await screen.findByRole('listbox');
    key('ArrowDown');
    key('Enter');
    expect(router.state.location.search).toBe('?query=tamatar');
    expect(JSON.parse(localStorage.getItem(recentKey)!)).toEqual(['tamatar']);
    await router.navigate('/category');
    await screen.findByRole('combobox', { name: 'Search products' });
    fireEvent.change(box(), { target: { value: ' pyaz ' } });
    fireEvent.submit(box().closest('form')!);
    expect(router.state.location.search).toBe('?query=pyaz');
    expect(JSON.parse(localStorage.getItem(recentKey)!)).toEqual(['pyaz', 'tamatar']);
  });

  it('Escape closes the list, and a second Escape clears the text', async () => {
    mockSuggestions();
    renderWithStore(<SearchCombobox />, { path: '/category' });
    fireEvent.change(box(), { target: { value: 'tama' } });
    await screen.findByRole('listbox');
    key('ArrowDown');
    key('Escape');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    expect((box() as HTMLInputElement).value).toBe('tama');
    key('Escape');
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('shows the recent searches when empty, picks one with the keys, and clears them', async () => {
    mockSuggestions();
    localStorage.setItem(recentKey, JSON.stringify(['doodh', 'atta 5 kg']));
    const { router } = renderWithStore(<SearchCombobox />, { path: '/category' });
    fireEvent.focus(box());
    const list = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['doodh', 'atta 5 kg']);
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(router.state.location.search).toBe('?query=atta+5+kg');
    expect(JSON.parse(localStorage.getItem(recentKey)!)).toEqual(['atta 5 kg', 'doodh']);
    await router.navigate('/category');
    await screen.findByRole('combobox', { name: 'Search products' });
    fireEvent.focus(box());
    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(localStorage.getItem(recentKey)).toBeNull();
    fireEvent.focus(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});
