import { lazyPart } from '../../lib/lazy-part';

/**
 * The viewer and the share dialog, with the dialog code they alone need: fetched after the
 * Document Center's first paint (or when first wanted), not before it.
 */
export const viewerPart = lazyPart(() =>
  import('./document-viewer').then((module) => module.DocumentViewer),
);

export const shareDialogPart = lazyPart(() =>
  import('./share-dialog').then((module) => module.ShareDialog),
);
