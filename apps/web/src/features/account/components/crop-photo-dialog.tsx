import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { IMAGE_CROP } from '@haat/contract/constants';
import { Modal, ModalActions } from '#src/ui/modal.tsx';
import { cropToPng } from '#src/features/account/lib/crop-image.ts';
import { useT } from '#src/lib/i18n.tsx';

interface CropPhotoDialogProps {
  /** The picked picture (an object URL); the dialog is closed while null. */
  imageSrc: string | null;
  onCancel: () => void;
  onSave: (png: Blob) => void;
}

/** Spec §2, §9: crop the picked picture to a square, then Save (PNG) or Cancel. */
export function CropPhotoDialog({ imageSrc, onCancel, onSave }: CropPhotoDialogProps) {
  const t = useT();
  return (
    <Modal open={imageSrc !== null} title={t('profile.cropTitle')} onClose={onCancel}>
      {imageSrc ? <PhotoCropper imageSrc={imageSrc} onCancel={onCancel} onSave={onSave} /> : null}
    </Modal>
  );
}

function PhotoCropper({ imageSrc, onCancel, onSave }: CropPhotoDialogProps & { imageSrc: string }) {
  const t = useT();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const save = async () => {
    if (!area) return;
    setSaving(true);
    try {
      onSave(await cropToPng(imageSrc, area));
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <div className="photo-cropper">
      <div className="photo-cropper__stage">
        <Cropper
          image={imageSrc}
          crop={crop}
          zoom={zoom}
          aspect={IMAGE_CROP.aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_percentages, pixels) => setArea(pixels)}
          showGrid
        />
      </div>
      <label className="photo-cropper__zoom">
        <span>{t('profile.zoom')}</span>
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
      {failed ? (
        <p className="photo-cropper__error" role="alert">
          {t('profile.cropFailed')}
        </p>
      ) : null}
      <ModalActions onCancel={onCancel}>
        <button type="button" className="button button--primary" onClick={() => void save()} disabled={!area || saving}>
          {saving ? t('profile.saving') : t('profile.save')}
        </button>
      </ModalActions>
    </div>
  );
}
