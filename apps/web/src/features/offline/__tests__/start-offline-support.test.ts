import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from '#src/features/offline/offline-support.ts';
import { startOfflineSupport } from '#src/features/offline/start-offline-support.ts';

vi.mock('#src/features/offline/offline-support.ts', () => ({ start: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

describe('startOfflineSupport', () => {
  it('waits for the page to load before it starts', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    startOfflineSupport();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('starts at once on a page that loaded before its scripts ran (they start after the first paint)', async () => {
    vi.mocked(start).mockClear();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    startOfflineSupport();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});
