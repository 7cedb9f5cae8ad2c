import '#src/features/account/components/profile-photo.css';
import { useRef, useState, type ChangeEvent } from 'react';
import { useGlobalState } from '#src/lib/store-context.tsx';
import { notify } from '#src/lib/notify.ts';
import { useT } from '#src/lib/i18n.tsx';
import { useCustomerProfile } from '#src/lib/customer-profile.ts';
import { useUpdateCustomerProfile } from '#src/features/account/api/update-customer-profile.ts';
import { uploadProfilePicture } from '#src/features/account/api/upload-profile-picture.ts';
import { lazyDialog } from '#src/lib/lazy-dialog.tsx';

// The cropper (react-easy-crop) loads once a photo is picked.
const CropPhotoDialog = lazyDialog(
  () => import('#src/features/account/components/crop-photo-dialog.tsx').then((module) => module.CropPhotoDialog),
  (props) => props.imageSrc !== null,
);

function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length
    ? words
        .slice(0, 2)
        .map((word) => word[0]?.toUpperCase())
        .join('')
    : '?';
}

/**
 * The profile photo block (spec §2): the photo with Remove and Update. Update picks a file, crops it to a
 * square PNG, uploads it to a signed address and stores the new address as the profile's dpUrl.
 */
export function ProfilePhoto() {
  const t = useT();
  const customerId = useGlobalState((state) => state.user.userId);
  const { data: profile } = useCustomerProfile(customerId);
  const updateProfile = useUpdateCustomerProfile(customerId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const busy = uploading || updateProfile.isPending;

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still counts as a change
    if (!file) return;
    if (!file.type.startsWith('image/')) notify.error(t('profile.photoUploadFailed'));
    else setPicked(URL.createObjectURL(file));
  };
  const closeCrop = () => {
    if (picked) URL.revokeObjectURL(picked);
    setPicked(null);
  };
  const savePhoto = async (png: Blob) => {
    closeCrop();
    setUploading(true);
    try {
      const dpUrl = await uploadProfilePicture(png);
      await updateProfile.mutateAsync({ dpUrl });
      notify.success(t('profile.updated'));
    } catch {
      notify.error(t('profile.photoUploadFailed'));
    } finally {
      setUploading(false);
    }
  };
  const removePhoto = () =>
    updateProfile.mutate(
      { dpUrl: null },
      {
        onSuccess: () => notify.success(t('profile.updated')),
        onError: () => notify.error(t('profile.updateFailed')),
      },
    );

  return (
    <div className="profile-photo" aria-busy={busy}>
      {profile?.dpUrl ? (
        <img className="profile-photo__image" src={profile.dpUrl} alt={t('profile.photo')} width="96" height="96" />
      ) : (
        <span className="profile-photo__initials" role="img" aria-label={t('profile.photo')}>
          {initialsOf(profile?.name)}
        </span>
      )}
      <div className="profile-photo__actions">
        <button
          type="button"
          className="button"
          aria-label={t('profile.updatePhoto')}
          onClick={() => fileInput.current?.click()}
          disabled={busy || !profile}
        >
          {uploading ? t('profile.uploading') : t('profile.update')}
        </button>
        {profile?.dpUrl ? (
          <button
            type="button"
            className="button"
            aria-label={t('profile.removePhoto')}
            onClick={removePhoto}
            disabled={busy}
          >
            {t('profile.remove')}
          </button>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('profile.choosePhoto')}
          onChange={pickFile}
        />
      </div>
      <CropPhotoDialog imageSrc={picked} onCancel={closeCrop} onSave={(png) => void savePhoto(png)} />
    </div>
  );
}
