import {
  PAN_IMAGE_MAX_BYTES,
  PAN_IMAGE_TYPES,
  PAN_IMAGE_UPLOAD_QUALITY,
  PAN_IMAGE_UPLOAD_WIDTH,
} from '../../../shared/api/files';

export type PhotoProblem = 'imageType' | 'imageTooLarge' | 'imageMissing';

const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/**
 * What is wrong with a chosen file before anything is sent (the server checks again). Its size
 * is judged after downscaling (`fitsUpload`): a phone's 8 MB photo is usually well under 5 MB then.
 */
export function checkPhoto(file: File | undefined | null): PhotoProblem | null {
  if (!file) return 'imageMissing';
  const typeAllowed = file.type
    ? (PAN_IMAGE_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.test(file.name);
  if (!typeAllowed) return 'imageType';
  return null;
}

/** The photo as it will be sent is within the upload limit (5 MB). */
export function fitsUpload(file: File): boolean {
  return file.size <= PAN_IMAGE_MAX_BYTES;
}

/**
 * Scales the photo down to at most 1200 px wide and re-encodes it as JPEG at quality 0.85, so a
 * 4 MB phone photo uploads as ~200 KB on a slow network. The original is kept when it is already
 * smaller, or when the browser cannot decode it (the server then says what is wrong).
 */
export async function downscalePhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, PAN_IMAGE_UPLOAD_WIDTH / bitmap.width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', PAN_IMAGE_UPLOAD_QUALITY),
    );
    if (!blob || blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'pan-card'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
