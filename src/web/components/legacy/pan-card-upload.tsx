import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAN_IMAGE_MAX_BYTES, type UploadPanImageResponse } from '../../../shared/api/pan';
import { uploadPanImage } from '../../api/pan-verification';
import { cn } from '../../lib/cn';
import { downscalePhoto } from '../pan/prepare-pan-photo';
import { Progress } from '../ui/progress';
import { Spinner } from '../ui/spinner';

interface PanCardUploadProps {
  /** The server read the photo: `success` and `extracted_pan` say whether a PAN was found. */
  onRead: (response: UploadPanImageResponse) => void;
  /** The file was refused here, or the request failed; the message is for the borrower. */
  onFailed: (message: string) => void;
  locked: boolean;
}

/** A tap to choose a photo of the PAN card; the server reads the PAN and name from it. */
export function PanCardUpload({ onRead, onFailed, locked }: PanCardUploadProps) {
  const { t } = useTranslation('panEntry');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file || busy || locked) return;
    if (!file.type.startsWith('image/')) {
      onFailed(t('messages.imageType'));
      return;
    }
    if (file.size > PAN_IMAGE_MAX_BYTES) {
      onFailed(t('messages.imageTooLarge'));
      return;
    }
    setPercent(0);
    try {
      const prepared = await downscalePhoto(file);
      onRead(await uploadPanImage(prepared, prepared.name, setPercent));
    } catch {
      onFailed(t('messages.imageFailed'));
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={`${id}-file`}
        className={cn(
          'flex min-h-44 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center transition-colors hover:border-brand-600 hover:bg-brand-50/40',
          'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
          (busy || locked) && 'pointer-events-none opacity-60',
        )}
      >
        <span className="grid size-12 place-items-center rounded-full bg-white text-brand-700 ring-1 ring-slate-200">
          {busy ? <Spinner className="size-6" /> : <ImageUp className="size-6" aria-hidden />}
        </span>
        <span className="font-semibold text-ink">
          {busy ? t('upload.reading') : t('upload.choose')}
        </span>
        <span className="text-sm text-muted">{t('upload.chooseHint')}</span>
        <span className="text-xs text-muted">{t('upload.formats')}</span>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={busy || locked}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      {busy && percent < 100 && <Progress value={percent} aria-label={t('upload.reading')} />}
    </div>
  );
}
