import { CircleAlert, ImageUp, Keyboard, RotateCcw, ScanLine, Trash2 } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadPanImageResponse } from '../../../shared/api/pan';
import { formatFileSize } from '../../../shared/format';
import { cn } from '../../lib/cn';
import { useFileDrop } from '../../lib/use-file-drop';
import { Button } from '../ui/button';
import { Progress } from '../ui/progress';
import { Spinner } from '../ui/spinner';
import type { PhotoProblem } from './prepare-pan-photo';
import { type ChosenPhoto, type PhotoUpload, usePanPhotoUpload } from './use-pan-photo-upload';

const ACCEPT = 'image/jpeg,image/png,image/webp';

interface PanPhotoUploadProps {
  /**
   * The newer screen shows the photo chosen with its size, Remove, the upload's progress and why
   * a photo was refused (spec §2, the fuller variant); the older one only its compact chooser.
   */
  preview?: { rejection: string | undefined; onEnterManually: () => void };
  locked: boolean;
  onRead: (response: UploadPanImageResponse) => void;
  onProblem: (problem: PhotoProblem) => void;
  onFailed: (error: unknown) => void;
}

/** Choose (or, with a preview, drop) a photo of the PAN card; the server reads it. */
export function PanPhotoUpload({ preview, locked, ...callbacks }: PanPhotoUploadProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload, busy, choose, remove } = usePanPhotoUpload({ locked, ...callbacks });
  const input = (
    <input
      ref={inputRef}
      id={`${id}-file`}
      type="file"
      name="file"
      accept={ACCEPT}
      className="sr-only"
      disabled={busy || locked}
      aria-describedby={preview ? `${id}-formats` : undefined}
      onChange={(event) => {
        void choose(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );

  if (!preview) {
    return <CompactChooser id={id} upload={upload} disabled={busy || locked} input={input} />;
  }
  if (!('photo' in upload)) {
    return (
      <Chooser
        id={id}
        preparing={upload.step === 'preparing'}
        rejection={preview.rejection}
        onDrop={choose}
        input={input}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {input}
      <PhotoPreview photo={upload.photo} busy={busy} locked={locked} onRemove={remove} />
      {(upload.step === 'uploading' || upload.step === 'reading') && (
        <UploadProgress upload={upload} />
      )}
      {upload.step === 'done' && preview.rejection && (
        <PhotoRefused
          rejection={preview.rejection}
          onEnterManually={preview.onEnterManually}
          onChooseAnother={() => {
            remove();
            chooseAgain(inputRef);
          }}
        />
      )}
    </div>
  );
}

/** Straight back to the file chooser once the chooser is on screen again. */
function chooseAgain(inputRef: RefObject<HTMLInputElement | null>) {
  setTimeout(() => inputRef.current?.click(), 0);
}

/** The older screen's chooser: a tap to choose, a spinner and a bar while the photo is read. */
function CompactChooser({
  id,
  upload,
  disabled,
  input,
}: {
  id: string;
  upload: PhotoUpload;
  disabled: boolean;
  input: ReactNode;
}) {
  const { t } = useTranslation('panEntry');
  const busy =
    upload.step === 'preparing' || upload.step === 'uploading' || upload.step === 'reading';
  const percent = upload.step === 'uploading' ? upload.percent : 0;
  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={`${id}-file`}
        className={cn(
          'flex min-h-44 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center transition-colors hover:border-brand-600 hover:bg-brand-50/40',
          'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
          disabled && 'pointer-events-none opacity-60',
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
        {input}
      </label>
      {(upload.step === 'preparing' || upload.step === 'uploading') && (
        <Progress value={percent} aria-label={t('upload.reading')} />
      )}
    </div>
  );
}

/** The newer screen's chooser: tap or drop, the formats, and tips for a clear reading. */
function Chooser({
  id,
  preparing,
  rejection,
  onDrop,
  input,
}: {
  id: string;
  preparing: boolean;
  /** Why the last file chosen was refused before it was sent; stays until another is tried. */
  rejection: string | undefined;
  onDrop: (file: File | undefined) => void;
  input: ReactNode;
}) {
  const { t } = useTranslation('panVerification');
  const { dragging, dropZone } = useFileDrop(onDrop);
  return (
    <div className="flex flex-col gap-4">
      <label
        htmlFor={`${id}-file`}
        {...dropZone}
        className={cn(
          'flex min-h-52 cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center transition-colors hover:border-brand-500 hover:bg-brand-50/50 has-[input:focus-visible]:border-brand-600 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600',
          dragging && 'border-brand-600 bg-brand-50',
        )}
      >
        {input}
        {preparing ? (
          <Spinner className="size-8 text-brand-700" />
        ) : (
          <span className="grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
            <ImageUp className="size-7" aria-hidden />
          </span>
        )}
        <span className="text-base font-semibold text-ink">
          {preparing ? t('upload.preparing') : t('upload.choose')}
        </span>
        <span className="max-w-xs text-sm text-muted">
          {t('upload.chooseHint')}
          <span className="hidden sm:inline"> {t('upload.dropHint')}</span>
        </span>
        <span id={`${id}-formats`} className="text-xs font-medium text-muted">
          {t('upload.formats')}
        </span>
      </label>
      {!preparing && rejection && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{rejection}</span>
        </p>
      )}
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

function PhotoPreview({
  photo,
  busy,
  locked,
  onRemove,
}: {
  photo: ChosenPhoto;
  busy: boolean;
  locked: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('panVerification');
  return (
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
          onClick={onRemove}
          disabled={busy || locked}
          className="text-red-700"
        >
          <Trash2 aria-hidden />
          {t('upload.remove')}
        </Button>
      </figcaption>
    </figure>
  );
}

function UploadProgress({
  upload,
}: {
  upload: Extract<PhotoUpload, { step: 'uploading' | 'reading' }>;
}) {
  const { t } = useTranslation('panVerification');
  const reading = upload.step === 'reading';
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2">
      <p className="inline-flex items-center gap-2 text-sm font-medium text-brand-900">
        {reading ? <ScanLine className="size-4 animate-pulse" aria-hidden /> : <Spinner />}
        {reading ? t('upload.reading') : t('upload.uploading', { percent: upload.percent })}
      </p>
      <Progress
        value={reading ? 100 : upload.percent}
        aria-label={t('upload.progressLabel')}
        className={reading ? 'animate-pulse' : undefined}
      />
    </div>
  );
}

/** Why the photo was refused, and the two ways on: type it, or choose another photo. */
function PhotoRefused({
  rejection,
  onEnterManually,
  onChooseAnother,
}: {
  rejection: string;
  onEnterManually: () => void;
  onChooseAnother: () => void;
}) {
  const { t } = useTranslation('panVerification');
  return (
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
        <Button variant="secondary" onClick={onChooseAnother}>
          <RotateCcw aria-hidden />
          {t('upload.change')}
        </Button>
      </div>
    </div>
  );
}
