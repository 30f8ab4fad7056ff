import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, usePreloadAfterLoad } from '../../lib/lazy-part';
import { toastOffline } from '../failure-toast';
import { Button } from '../ui/button';
// Remembers this button as the control to hand focus back to, before the dialog's code is here.
import '../ui/return-focus';

/**
 * The confirmation and the dialog code it needs: fetched once the page has loaded and been read
 * a moment, or when the button is pointed at or tapped — not before the screen's first paint.
 */
const confirmPart = lazyPart(() =>
  import('./delete-data-confirm').then((module) => module.DeleteMyDataConfirm),
);

const CONFIRM = [confirmPart];

/**
 * 'Delete my data now': a confirmation that says what is erased and what is kept, then
 * DELETE /api/my-data, the journey forgotten, and home with a notice (./delete-data-confirm).
 */
export function DeleteMyData({ className }: { className?: string }) {
  const { t } = useTranslation('documentCenter');
  const [open, setOpen] = useState(false);
  usePreloadAfterLoad(CONFIRM);
  const Confirm = confirmPart.use(open, () => {
    setOpen(false);
    toastOffline(() => setOpen(true));
  });
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`text-red-700 ring-red-200 hover:bg-red-50 ${className ?? ''}`}
        onPointerEnter={() => void confirmPart.preload()}
        onFocus={() => void confirmPart.preload()}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden />
        {t('deleteData.open')}
      </Button>
      {Confirm && <Confirm open={open} setOpen={setOpen} />}
    </>
  );
}
