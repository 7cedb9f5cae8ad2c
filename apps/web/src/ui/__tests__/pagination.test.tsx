import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '#src/lib/i18n.tsx';
import { englishI18n, hindiI18n } from '#src/testing/i18n.ts';
import { Pagination } from '#src/ui/pagination.tsx';
import { pageWindow, type PageItem } from '#src/ui/page-window.ts';

/** The window as text: '1 … 8 9 10 11 12 … 20'. */
/** Pagination reads the page's language. */
const inEnglish = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <LanguageProvider i18n={englishI18n}>{children}</LanguageProvider>
  ),
};

const show = (items: PageItem[]) => items.map((item) => (item.kind === 'gap' ? '…' : item.page)).join(' ');

describe('pageWindow', () => {
  it('shows every page when they fit in the window', () => {
    expect(show(pageWindow(1, 1, 5))).toBe('1');
    expect(show(pageWindow(2, 4, 5))).toBe('1 2 3 4');
    expect(show(pageWindow(3, 5, 5))).toBe('1 2 3 4 5');
  });

  it('keeps five pages around the current one with the first and last outside it', () => {
    expect(show(pageWindow(10, 20, 5))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(pageWindow(1, 20, 5))).toBe('1 2 3 4 5 … 20');
    expect(show(pageWindow(3, 20, 5))).toBe('1 2 3 4 5 … 20');
    expect(show(pageWindow(4, 20, 5))).toBe('1 2 3 4 5 6 … 20');
    expect(show(pageWindow(5, 20, 5))).toBe('1 … 3 4 5 6 7 … 20');
    expect(show(pageWindow(20, 20, 5))).toBe('1 … 16 17 18 19 20');
    expect(show(pageWindow(17, 20, 5))).toBe('1 … 15 16 17 18 19 20');
  });

  it('narrows to three pages', () => {
    expect(show(pageWindow(10, 20, 3))).toBe('1 … 9 10 11 … 20');
    expect(show(pageWindow(1, 20, 3))).toBe('1 2 3 … 20');
    expect(show(pageWindow(20, 20, 3))).toBe('1 … 18 19 20');
    expect(show(pageWindow(2, 4, 3))).toBe('1 2 3 4');
  });

  it('clamps a page outside the range and answers nothing for no pages', () => {
    expect(show(pageWindow(0, 8, 5))).toBe('1 2 3 4 5 … 8');
    expect(show(pageWindow(99, 8, 5))).toBe('1 … 4 5 6 7 8');
    expect(pageWindow(1, 0, 5)).toEqual([]);
  });
});

function setNarrow(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width: 450px'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Pagination', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the current page and asks for the page pressed', () => {
    setNarrow(false);
    const onPageChange = vi.fn();
    render(<Pagination page={10} totalPages={20} onPageChange={onPageChange} label="Orders pages" />, inEnglish);
    const nav = screen.getByRole('navigation', { name: 'Orders pages' });
    expect(nav.querySelectorAll('.pagination__page')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange.mock.calls).toEqual([[20], [9]]);
  });

  it('shows three pages in the window on a narrow screen', () => {
    setNarrow(true);
    render(<Pagination page={10} totalPages={20} onPageChange={() => undefined} />, inEnglish);
    const pages = screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    expect(pages).toEqual(['1', '9', '10', '11', '20']);
  });

  it('disables the steps at either end and hides itself for one page', () => {
    setNarrow(false);
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => undefined} />, inEnglish);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
    rerender(<Pagination page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('names its buttons in Hindi on a Hindi page', () => {
    setNarrow(false);
    render(<Pagination page={2} totalPages={3} onPageChange={() => undefined} />, {
      wrapper: ({ children }) => <LanguageProvider i18n={hindiI18n}>{children}</LanguageProvider>,
    });
    expect(screen.getByRole('navigation', { name: 'पेज' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पिछला पेज' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अगला पेज' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पेज 3' })).toBeTruthy();
  });
});
