import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementBar } from '#src/app/shell/announcement-bar.tsx';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderWithStore } from '#src/testing/render-app.tsx';
import { makeAnnouncementBar, STORE_ID } from '#src/testing/store-fixtures.ts';

const path = `/api/store-customization/${STORE_ID}/announcement-bars`;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('AnnouncementBar', () => {
  it('shows the first bar in its own colours, scrolling in a 15 s loop', async () => {
    const bar = makeAnnouncementBar({ message: 'Fresh milk by 7 am', backgroundColor: '#123456', color: '#fedcba' });
    mockFetch({ [path]: { body: [bar, makeAnnouncementBar({ message: 'Second' })] } });
    renderWithStore(<AnnouncementBar />);
    const message = await screen.findByText('Fresh milk by 7 am');
    expect(message.style.animationDuration).toBe('15s');
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region.style.backgroundColor).toMatch(/#123456|rgb\(18, 52, 86\)/);
    expect(region.style.color).toMatch(/#fedcba|rgb\(254, 220, 186\)/);
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('shows nothing when the first bar is disabled', async () => {
    const fetchMock = mockFetch({ [path]: { body: [makeAnnouncementBar({ enabled: false, message: 'Hidden' })] } });
    renderWithStore(<AnnouncementBar />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(document.querySelector('.announcement')).toBeNull());
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('stays dismissed for the session once dismissed, until a new announcement arrives', async () => {
    const bar = makeAnnouncementBar({ message: 'Diwali sale' });
    mockFetch({ [path]: { body: [bar] } });
    const first = renderWithStore(<AnnouncementBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByText('Diwali sale')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('haat:demo:announcement-dismissed')!)).toBe(bar.id);
    first.unmount();

    const second = renderWithStore(<AnnouncementBar />);
    await waitFor(() => expect(second.queryClient.getQueryData(['store', STORE_ID, 'announcement-bars'])).toBeTruthy());
    expect(screen.queryByText('Diwali sale')).toBeNull();
    second.unmount();

    mockFetch({ [path]: { body: [makeAnnouncementBar({ message: 'New offer' })] } });
    renderWithStore(<AnnouncementBar />);
    expect(await screen.findByText('New offer')).toBeTruthy();
  });
});
