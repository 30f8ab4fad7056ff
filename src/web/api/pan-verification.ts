import { useMutation } from '@tanstack/react-query';
import type {
  UploadPanImageResponse,
  ValidatePanBody,
  ValidatePanResponse,
} from '../../shared/api/pan';
import { PAN_ROUTES } from '../../shared/api/pan-routes';
import { callRoute, uploadWithProgress, urlOf } from './http';

/** Checks a typed PAN and holder name; `is_valid` and `message` carry the verdict. */
export function validatePan(body: ValidatePanBody): Promise<ValidatePanResponse> {
  return callRoute(PAN_ROUTES.validatePan, { body });
}

export function useValidatePan() {
  return useMutation({ mutationFn: validatePan });
}

/** Sends a photo of the PAN card (field `file`); the server reads and checks it. */
export function uploadPanImage(
  image: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
): Promise<UploadPanImageResponse> {
  const form = new FormData();
  form.append('file', image, fileName);
  return uploadWithProgress(urlOf(PAN_ROUTES.uploadPanImage, {}), form, onProgress);
}
