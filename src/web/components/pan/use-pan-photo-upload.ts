import { useEffect, useState } from 'react';
import type { UploadPanImageResponse } from '../../../shared/api/pan';
import { uploadPanImage } from '../../api/pan-verification';
import { checkPhoto, downscalePhoto, fitsUpload, type PhotoProblem } from './prepare-pan-photo';

/** The photo chosen, as sent (downscaled), with an address to show it. */
export interface ChosenPhoto {
  file: File;
  url: string;
}

/**
 * A PAN-card photo on its way to be read: checked here, prepared (downscaled), uploaded with
 * its progress, read by the server; then done (read or refused) until another is chosen.
 */
export type PhotoUpload =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'uploading'; photo: ChosenPhoto; percent: number }
  | { step: 'reading'; photo: ChosenPhoto }
  | { step: 'done'; photo: ChosenPhoto };

interface PanPhotoUploadOptions {
  /** Verified and about to move on: no other photo is taken. */
  locked: boolean;
  /** The server read the photo (whether it found a valid PAN or not). */
  onRead: (response: UploadPanImageResponse) => void;
  /** The file was refused here, before anything was sent. */
  onProblem: (problem: PhotoProblem) => void;
  /** The request failed. */
  onFailed: (error: unknown) => void;
}

export function usePanPhotoUpload({ locked, onRead, onProblem, onFailed }: PanPhotoUploadOptions) {
  const [upload, setUpload] = useState<PhotoUpload>({ step: 'idle' });
  const photo = 'photo' in upload ? upload.photo : undefined;
  const busy =
    upload.step === 'preparing' || upload.step === 'uploading' || upload.step === 'reading';

  // The preview's object URL lives as long as the photo.
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const choose = async (chosen: File | undefined) => {
    if (busy || locked) return;
    const problem = checkPhoto(chosen);
    if (problem || !chosen) {
      onProblem(problem ?? 'imageMissing');
      return;
    }
    setUpload({ step: 'preparing' });
    const file = await downscalePhoto(chosen);
    if (!fitsUpload(file)) {
      setUpload({ step: 'idle' });
      onProblem('imageTooLarge');
      return;
    }
    const prepared = { file, url: URL.createObjectURL(file) };
    setUpload({ step: 'uploading', photo: prepared, percent: 0 });
    try {
      const response = await uploadPanImage(file, file.name, (percent) =>
        setUpload(
          percent >= 100
            ? { step: 'reading', photo: prepared }
            : { step: 'uploading', photo: prepared, percent },
        ),
      );
      setUpload({ step: 'done', photo: prepared });
      onRead(response);
    } catch (error) {
      setUpload({ step: 'done', photo: prepared });
      onFailed(error);
    }
  };

  return { upload, busy, choose, remove: () => setUpload({ step: 'idle' }) };
}
