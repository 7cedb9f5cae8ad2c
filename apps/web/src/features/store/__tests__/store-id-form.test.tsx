import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '#src/lib/i18n.tsx';
import { englishI18n } from '#src/testing/i18n.ts';
import { StoreIdForm, storePath } from '#src/features/store/components/store-id-form.tsx';

describe('StoreIdForm', () => {
  it('opens /{storeId} on Go', () => {
    const navigate = vi.fn();
    render(
      <LanguageProvider i18n={englishI18n}>
        <StoreIdForm navigate={navigate} />
      </LanguageProvider>,
    );
    fireEvent.change(screen.getByLabelText('Store id'), { target: { value: ' demo-dairy ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(navigate).toHaveBeenCalledWith('/demo-dairy');
  });

  it('builds no path from blank text and encodes odd characters', () => {
    expect(storePath('   ')).toBeNull();
    expect(storePath('/demo/')).toBe('/demo');
    expect(storePath('a b')).toBe('/a%20b');
  });
});
