import type * as schemas from './pan.js';
import { routeTable } from './route-table.js';

/** PAN verification: a typed PAN (and holder name), or a photo of the card. */
export const PAN_ROUTES = routeTable<typeof schemas>()({
  validatePan: {
    method: 'POST',
    path: '/validate-pan',
    tag: 'pan',
    summary: 'Check a PAN (and the holder name as printed on the card)',
    body: 'validatePanBody',
    answer: 'validatePanResponse',
  },
  /** multipart/form-data with one field `file`, so no body schema. */
  uploadPanImage: {
    method: 'POST',
    path: '/upload-pan-image',
    tag: 'pan',
    summary: 'Read the PAN and holder name from a photo of the PAN card, then check them',
    answer: 'uploadPanImageResponse',
  },
});
