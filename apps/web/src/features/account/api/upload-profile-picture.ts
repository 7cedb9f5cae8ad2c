import { UNSUPPORTED_UPLOAD_TYPE_MESSAGE, uploadContentTypes } from '@haat/contract/files/files.values';
import { ApiRequestError, api, lazySchema } from '#src/lib/api-client.ts';

const fileUploadUrlSchema = lazySchema(() => import('@haat/contract/files/files.schemas'), 'fileUploadUrlSchema');
const generateFileUploadUrlBodySchema = lazySchema(
  () => import('@haat/contract/files/files.schemas'),
  'generateFileUploadUrlBodySchema',
);

/**
 * Spec §7: ask for a signed upload address, PUT the picture there, and answer where it now lives (the
 * address without its query), which the profile then stores as `dpUrl`.
 */
export async function uploadProfilePicture(picture: Blob, fileName = 'profile-picture.png'): Promise<string> {
  // The server would refuse any other type with the same message; no need to ask it.
  const contentType = uploadContentTypes.find((type) => type === picture.type);
  if (!contentType) throw new ApiRequestError(400, UNSUPPORTED_UPLOAD_TYPE_MESSAGE);
  const signed = await api.post(
    '/api/common/generate-file-upload-url',
    generateFileUploadUrlBodySchema,
    { fileName, fileResourceType: 'CUSTOMER_PROFILE_PICTURE', contentType, fileSize: picture.size },
    fileUploadUrlSchema,
  );
  // Not through the api client: the address's signature is the credential, not the session.
  const response = await fetch(signed.uploadUrl, {
    method: 'PUT',
    headers: { 'Content-Type': signed.contentType },
    body: picture,
  });
  if (!response.ok) throw new ApiRequestError(response.status, 'The picture could not be uploaded');
  return signed.fileUrl;
}
