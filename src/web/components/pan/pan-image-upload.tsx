import { CircleAlert, ImageUp, Keyboard, RotateCcw, ScanLine, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadPanImageResponse } from '../../../shared/api/pan';
import { formatFileSize } from '../../../shared/format';
import { ApiError } from '../../api/http';
import { uploadPanImage } from '../../api/pan-verification';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Progress } from '../ui/progress';
import { Spinner } from '../ui/spinner';
import { checkPhoto, downscalePhoto } from './prepare-pan-photo';

type Phase = 'idle' | 'preparing' | 'uploading' | 'reading' | 'done';

interface PanImageUploadProps {
  /** The server read the photo (valid or not). */
  onRead: (response: UploadPanImageResponse) => void;
  /** The photo could not be checked: a client-side problem, or the request failed. */
  onFailed: (message: string) => void;
  /** Verified and about to move on. */
  locked: boolean;
  /** The reason the last photo was refused, shown with the way forward. */
  rejection: string | undefined;
  onEnterManually: () => void;
}

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** Choose (or drop) a photo, see it, and let the server read the PAN and name from it. */
export function PanImageUpload({
  onRead,
  onFailed,
  locked,
  rejection,
  onEnterManually,
}: PanImageUploadProps) {
  const { t } = useTranslation('panVerification');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [percent, setPercent] = useState(0);
  const [dragging, setDragging] = useState(false);
  const busy = phase === 'preparing' || phase === 'uploading' || phase === 'reading';

  // The preview's object URL lives as long as the preview.
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const choose = async (chosen: File | undefined) => {
    if (busy || locked) return;
    const problem = checkPhoto(chosen);
    if (problem || !chosen) {
      onFailed(t(`messages.${problem ?? 'imageMissing'}`));
      return;
    }
    setPhase('preparing');
    const file = await downscalePhoto(chosen);
    setPhoto({ file, url: URL.createObjectURL(file) });
    setPercent(0);
    setPhase('uploading');
    try {
      const response = await uploadPanImage(file, file.name, (value) => {
        setPercent(value);
        if (value >= 100) setPhase('reading');
      });
      setPhase('done');
      onRead(response);
    } catch (error) {
      setPhase('done');
      onFailed((error instanceof ApiError && error.serverMessage) || t('messages.imageFailed'));
    }
  };

  const remove = () => {
    setPhoto(null);
    setPhase('idle');
    setPercent(0);
    if (inputRef.current) inputRef.current.value = '';
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const fileInput = (
    <input
      ref={inputRef}
      id={`${id}-file`}
      type="file"
      name="file"
      accept={ACCEPT}
      className="sr-only"
      disabled={busy || locked}
      aria-describedby={`${id}-formats`}
      onChange={(event) => {
        void choose(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );

  if (!photo) {
    return (
      <div className="flex flex-col gap-4">
        <label
          htmlFor={`${id}-file`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'flex min-h-52 cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center transition-colors hover:border-brand-500 hover:bg-brand-50/50 has-[input:focus-visible]:border-brand-600 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600',
            dragging && 'border-brand-600 bg-brand-50',
          )}
        >
          {fileInput}
          {phase === 'preparing' ? (
            <Spinner className="size-8 text-brand-700" />
          ) : (
            <span className="grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
              <ImageUp className="size-7" aria-hidden />
            </span>
          )}
          <span className="text-base font-semibold text-ink">
            {phase === 'preparing' ? t('upload.preparing') : t('upload.choose')}
          </span>
          <span className="max-w-xs text-sm text-muted">
            {t('upload.chooseHint')}
            <span className="hidden sm:inline"> {t('upload.dropHint')}</span>
          </span>
          <span id={`${id}-formats`} className="text-xs font-medium text-muted">
            {t('upload.formats')}
          </span>
        </label>
        <section aria-labelledby={`${id}-tips`} className="rounded-lg bg-brand-50/60 px-4 py-3">
          <h2 id={`${id}-tips`} className="text-sm font-semibold text-brand-900">
            {t('upload.tipsHeading')}
          </h2>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted marker:text-brand-600">
            <li>{t('upload.tips.flat')}</li>
            <li>{t('upload.tips.frame')}</li>
            <li>{t('upload.tips.glare')}</li>
          </ul>
        </section>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {fileInput}
      <figure className="overflow-hidden rounded-xl border border-slate-200 bg-slate-900/95">
        <img
          src={photo.url}
          alt={t('upload.previewAlt')}
          className={cn(
            'mx-auto max-h-72 w-full object-contain transition-opacity',
            busy && 'opacity-60',
          )}
        />
        <figcaption className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 bg-white px-4 py-3">
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-ink">{photo.file.name}</span>
            <span className="block text-xs text-muted">
              {t('upload.fileSize', { size: formatFileSize(photo.file.size) })}
            </span>
          </span>
          <Button
            variant="secondary"
            size="md"
            onClick={remove}
            disabled={busy || locked}
            className="text-red-700"
          >
            <Trash2 aria-hidden />
            {t('upload.remove')}
          </Button>
        </figcaption>
      </figure>

      {(phase === 'uploading' || phase === 'reading') && (
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          <p className="inline-flex items-center gap-2 text-sm font-medium text-brand-900">
            {phase === 'reading' ? (
              <ScanLine className="size-4 animate-pulse" aria-hidden />
            ) : (
              <Spinner />
            )}
            {phase === 'reading' ? t('upload.reading') : t('upload.uploading', { percent })}
          </p>
          <Progress
            value={phase === 'reading' ? 100 : percent}
            aria-label={t('upload.progressLabel')}
            className={phase === 'reading' ? 'animate-pulse' : undefined}
          />
        </div>
      )}

      {phase === 'done' && rejection && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3"
        >
          <p className="flex items-start gap-2 text-sm text-red-800">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{rejection}</span>
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="secondary" onClick={onEnterManually}>
              <Keyboard aria-hidden />
              {t('upload.enterManually')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                remove();
                // Straight back to the file chooser.
                setTimeout(() => inputRef.current?.click(), 0);
              }}
            >
              <RotateCcw aria-hidden />
              {t('upload.change')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
