import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadProfilePicture } from '#src/features/account/api/upload-profile-picture.ts';
import { croppedSize } from '#src/features/account/lib/crop-image.ts';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';

afterEach(() => vi.unstubAllGlobals());

describe('croppedSize', () => {
  it('keeps a small crop as it is and caps a large one at 512 pixels', () => {
    expect(croppedSize({ width: 300, height: 300 }, 512)).toEqual({ width: 300, height: 300 });
    expect(croppedSize({ width: 2048, height: 2048 }, 512)).toEqual({ width: 512, height: 512 });
    expect(croppedSize({ width: 1024.4, height: 1023.6 }, 512)).toEqual({ width: 512, height: 512 });
  });
});

describe('uploadProfilePicture', () => {
  const signed = {
    uploadUrl: '/files/uploads/s1/c1/profile-picture-1.png?expires=1&signature=x',
    fileUrl: '/files/uploads/s1/c1/profile-picture-1.png',
    expiresAt: '2030-01-01T00:00:00.000Z',
    contentType: 'image/png',
    maxBytes: 5242880,
  };
  const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

  it('asks for a signed address, PUTs the PNG there and answers the address without its query', async () => {
    const fetchMock = mockFetch({
      'POST /api/common/generate-file-upload-url': { body: signed },
      'PUT /files/uploads/s1/c1/profile-picture-1.png': { body: { fileUrl: signed.fileUrl } },
    });
    await expect(uploadProfilePicture(png)).resolves.toBe(signed.fileUrl);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ fileResourceType: 'CUSTOMER_PROFILE_PICTURE', contentType: 'image/png', fileSize: 4 });
    const put = fetchMock.mock.calls[1]?.[1];
    expect(put?.method).toBe('PUT');
    expect(put?.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(put?.body).toBe(png);
  });

  it('fails when the storage refuses the bytes', async () => {
    mockFetch({
      'POST /api/common/generate-file-upload-url': { body: signed },
      'PUT /files/uploads/s1/c1/profile-picture-1.png': { status: 403, body: { message: 'expired' } },
    });
    await expect(uploadProfilePicture(png)).rejects.toBeInstanceOf(ApiRequestError);
  });
});
