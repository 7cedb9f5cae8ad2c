import type { Area } from 'react-easy-crop';
import { IMAGE_CROP } from '@haat/contract/constants';

/** The size of the cropped picture: the crop's own pixels, scaled down so no side exceeds `maxPx`. */
export function croppedSize(area: Pick<Area, 'width' | 'height'>, maxPx: number): { width: number; height: number } {
  const scale = Math.min(1, maxPx / Math.max(area.width, area.height));
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read'));
    image.src = src;
  });
}

/** Spec §9: the chosen square of the picture as a PNG of at most 512 × 512 pixels. */
export async function cropToPng(src: string, area: Area, maxPx: number = IMAGE_CROP.previewMaxPx): Promise<Blob> {
  const image = await loadImage(src);
  const { width, height } = croppedSize(area, maxPx);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be saved'))),
      IMAGE_CROP.outputType,
    );
  });
}
