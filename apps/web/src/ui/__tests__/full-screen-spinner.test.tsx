import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '#src/lib/i18n.tsx';
import { englishI18n, hindiI18n } from '#src/testing/i18n.ts';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';

describe('FullScreenSpinner', () => {
  it('says Loading in the page language', () => {
    const { unmount } = render(
      <LanguageProvider i18n={englishI18n}>
        <FullScreenSpinner />
      </LanguageProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
    unmount();
    render(
      <LanguageProvider i18n={hindiI18n}>
        <FullScreenSpinner />
      </LanguageProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('लोड हो रहा है');
  });

  it('spins without words before the page language is loaded', () => {
    render(<FullScreenSpinner />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
