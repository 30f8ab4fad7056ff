import { CircleAlert, CircleCheck, CircleX, FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifyDocumentResponse } from '../../../shared/api/documents';
import { cn } from '../../lib/cn';
import { useFileDrop } from '../../lib/use-file-drop';
import { Spinner } from '../ui/spinner';
import { type DataRead, FileDataResult } from './file-data-result';
import { canHashFiles, checkFile, type FileCheck, MAX_CHECKED_FILE_BYTES } from './file-hash';

type Checked =
  | { state: 'idle' }
  | { state: 'checking'; fileName: string }
  | { state: 'done'; fileName: string; result: FileCheck; data: DataRead };

/**
 * 'Check your copy': the receiver chooses or drops the PDF they were given; it is hashed here
 * (never uploaded) and compared with the hash recorded when the document was issued, and the
 * data it carries inside is read and compared with what the code records.
 */
export function FileCheckPanel({
  code,
  verification,
  issuedSha256,
}: {
  /** The verification code, as printed. */
  code: string;
  verification: VerifyDocumentResponse;
  issuedSha256: string;
}) {
  const { t } = useTranslation('publicPages');
  const id = useId();
  const [checked, setChecked] = useState<Checked>({ state: 'idle' });
  const latest = useRef(0);
  const supported = canHashFiles();
  // False when the document has expired or was deleted: a genuine copy is then out of date.
  const stillValid = verification.status === 'valid';

  const check = async (file: File | undefined) => {
    if (!file) return;
    const turn = ++latest.current;
    setChecked({ state: 'checking', fileName: file.name });
    const [result, data] = await Promise.all([
      checkFile(file, issuedSha256),
      readData(file, { code, verification }),
    ]);
    // A file chosen meanwhile is the one to answer for.
    if (turn === latest.current) setChecked({ state: 'done', fileName: file.name, result, data });
  };

  const { dragging, dropZone } = useFileDrop((file) => void check(file));

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {t('verify.check.title')}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">{t('verify.check.text')}</p>
      {!supported ? (
        <p className="mt-4 flex items-start gap-2 text-sm text-amber-900">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('verify.check.unsupported')}
        </p>
      ) : (
        <>
          <label
            htmlFor={`${id}-file`}
            {...dropZone}
            className={cn(
              'mt-4 flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
              dragging
                ? 'border-brand-600 bg-brand-50'
                : 'border-slate-300 bg-slate-50 hover:bg-slate-100',
            )}
          >
            <FileUp className="size-8 text-brand-700" aria-hidden />
            <span className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-medium text-white shadow-sm">
              {checked.state === 'done' ? t('verify.check.again') : t('verify.check.choose')}
            </span>
            <span className="text-sm text-muted">{t('verify.check.drop')}</span>
            <input
              id={`${id}-file`}
              type="file"
              accept="application/pdf,.pdf"
              className="sr-only"
              onChange={(event) => {
                void check(event.target.files?.[0]);
                // Choosing the same file again checks it again.
                event.target.value = '';
              }}
            />
          </label>
          <div aria-live="polite" className="mt-4 empty:hidden">
            {checked.state === 'checking' && (
              <p className="flex items-center gap-2 text-sm text-muted">
                <Spinner />
                {t('verify.check.checking', { fileName: checked.fileName })}
              </p>
            )}
            {checked.state === 'done' && (
              <CheckResult
                result={checked.result}
                fileName={checked.fileName}
                stillValid={stillValid}
              />
            )}
            {checked.state === 'done' &&
              (checked.result === 'match' || checked.result === 'mismatch') && (
                <FileDataResult
                  data={checked.data}
                  fileIsOriginal={checked.result === 'match'}
                  fileName={checked.fileName}
                  code={code}
                  verification={verification}
                />
              )}
          </div>
        </>
      )}
      <details className="mt-4 text-sm text-muted">
        <summary className="cursor-pointer">{t('verify.check.fingerprint')}</summary>
        <p className="mt-2 font-mono text-xs break-all text-slate-700">{issuedSha256}</p>
      </details>
    </section>
  );
}

/** The data inside the file, read by a module loaded only now (it brings the PDF reader). */
async function readData(
  file: File,
  record: { code: string; verification: VerifyDocumentResponse },
): Promise<DataRead> {
  if (file.size > MAX_CHECKED_FILE_BYTES) return { state: 'skipped' };
  try {
    const { checkDocumentData } = await import('./document-data-check');
    return await checkDocumentData(await file.arrayBuffer(), record);
  } catch {
    // The module could not be fetched (offline), or the file not read (its check says so).
    return { state: 'failed' };
  }
}

function CheckResult({
  result,
  fileName,
  stillValid,
}: {
  result: FileCheck;
  fileName: string;
  stillValid: boolean;
}) {
  const { t } = useTranslation('publicPages');
  if (result === 'too-large' || result === 'unreadable') {
    return (
      <p className="flex items-start gap-2 text-sm font-medium text-red-700">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {result === 'too-large' ? t('verify.check.tooLarge') : t('verify.check.unreadable')}
      </p>
    );
  }
  const match = result === 'match';
  const Icon = match ? CircleCheck : CircleX;
  return (
    <div
      data-testid="file-check-result"
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4',
        match ? 'border-emerald-300 bg-emerald-50' : 'border-red-300 bg-red-50',
      )}
    >
      <Icon
        className={cn('mt-0.5 size-6 shrink-0', match ? 'text-emerald-700' : 'text-red-700')}
        aria-hidden
      />
      <div className="min-w-0">
        <p className={cn('font-semibold', match ? 'text-emerald-900' : 'text-red-900')}>
          {match ? t('verify.check.match.title') : t('verify.check.mismatch.title')}
        </p>
        <p className="mt-1 text-sm leading-relaxed break-words text-slate-800">
          {match
            ? t('verify.check.match.text', { fileName })
            : t('verify.check.mismatch.text', { fileName })}
        </p>
        {match && !stillValid && (
          <p className="mt-2 text-sm font-medium text-amber-900">{t('verify.check.outdated')}</p>
        )}
      </div>
    </div>
  );
}
