import { CircleAlert, CircleCheck, CircleX, Download, FileSearch, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import type { VerifyDocumentResponse } from '../../../shared/api/documents';
import { documentDataFileName } from '../../../shared/api/files';
import { parseVerificationCode, printedVerificationCode } from '../../../shared/verification-code';
import { cn } from '../../lib/cn';
import { saveFile } from '../../lib/download-link';
import { useDates } from '../../lib/use-dates';
import { Button } from '../ui/button';
import type { DataCheck, DataFacts } from './document-data-check';

/** The data check, or why there is none: its module could not be loaded, or the file was not read. */
export type DataRead = DataCheck | { state: 'failed' } | { state: 'skipped' };

/**
 * What the data inside a checked PDF says and whether it is this code's document. Shown under the
 * file's own check, whose answer (the very file issued, or not) decides how far the data is
 * worth anything: only the original file's data is covered by the lender's signature.
 */
export function FileDataResult({
  data,
  fileIsOriginal,
  fileName,
  code,
  verification,
}: {
  data: DataRead;
  fileIsOriginal: boolean;
  fileName: string;
  code: string;
  verification: VerifyDocumentResponse;
}) {
  const { t } = useTranslation('publicPages');
  if (data.state === 'skipped') return null;
  // A changed file has been said to be worthless; only data that names this document adds to that.
  if (!fileIsOriginal && !(data.state === 'read' && data.agrees)) {
    return data.state === 'read' ? (
      <DifferentDocument data={data} code={code} verification={verification} />
    ) : null;
  }
  if (data.state === 'failed') {
    return (
      <p className="mt-3 flex items-start gap-2 text-sm text-amber-900">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('verify.data.failed')}
      </p>
    );
  }
  if (data.state === 'none' || data.state === 'unreadable') {
    return (
      <Panel
        tone="quiet"
        icon={<Info className="size-5 text-slate-600" aria-hidden />}
        title={t(`verify.data.${data.state}.title`)}
        text={t(`verify.data.${data.state}.text`)}
      />
    );
  }
  if (!data.agrees)
    return <DifferentDocument data={data} code={code} verification={verification} />;
  return (
    <Panel
      tone={fileIsOriginal ? 'good' : 'bad'}
      icon={
        fileIsOriginal ? (
          <CircleCheck className="size-5 text-emerald-700" aria-hidden />
        ) : (
          <CircleX className="size-5 text-red-700" aria-hidden />
        )
      }
      title={t(fileIsOriginal ? 'verify.data.signed.title' : 'verify.data.changed.title')}
      text={t(fileIsOriginal ? 'verify.data.signed.text' : 'verify.data.changed.text')}
    >
      <Facts facts={data.facts} code={code} verification={verification} />
      {fileIsOriginal && (
        <Button
          type="button"
          variant="secondary"
          className="mt-3"
          onClick={() =>
            saveFile(
              new Blob([data.json], { type: 'application/json' }),
              documentDataFileName(fileName),
            )
          }
        >
          <Download className="size-4" aria-hidden />
          {t('verify.data.save')}
        </Button>
      )}
    </Panel>
  );
}

/** The data names another document: this file is not the one issued with this code. */
function DifferentDocument({
  data,
  code,
  verification,
}: {
  data: Extract<DataCheck, { state: 'read' }>;
  code: string;
  verification: VerifyDocumentResponse;
}) {
  const { t } = useTranslation('publicPages');
  const own = parseVerificationCode(data.facts.code.says);
  return (
    <Panel
      tone="bad"
      icon={<FileSearch className="size-5 text-red-700" aria-hidden />}
      title={t('verify.data.different.title')}
      text={t('verify.data.different.text', { code })}
    >
      <Facts facts={data.facts} code={code} verification={verification} />
      {own && !data.facts.code.agrees && (
        <Link
          to={generatePath('/verify/:code', { code: printedVerificationCode(own) })}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {t('verify.data.checkOwnCode', { code: printedVerificationCode(own) })}
        </Link>
      )}
    </Panel>
  );
}

function Panel({
  tone,
  icon,
  title,
  text,
  children,
}: {
  tone: 'good' | 'bad' | 'quiet';
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div
      data-testid="file-data-result"
      className={cn(
        'mt-3 rounded-xl border p-4',
        tone === 'good' && 'border-emerald-200 bg-white',
        tone === 'bad' && 'border-red-200 bg-white',
        tone === 'quiet' && 'border-slate-200 bg-slate-50',
      )}
    >
      <p className="flex items-start gap-2 font-semibold text-ink">
        <span className="mt-0.5 shrink-0">{icon}</span>
        {title}
      </p>
      <p className="mt-1 text-sm leading-relaxed text-slate-800">{text}</p>
      {children}
    </div>
  );
}

/** What the data says, fact by fact, each marked as the record's or not (then the record's too). */
function Facts({
  facts,
  code,
  verification,
}: {
  facts: DataFacts;
  code: string;
  verification: VerifyDocumentResponse;
}) {
  const { t } = useTranslation('publicPages');
  const { formatDate } = useDates();
  const rows = [
    {
      label: t('verify.document'),
      fact: facts.documentType,
      says: t(`types.${facts.documentType.says}`),
      record: t(`types.${verification.document_type}`),
    },
    {
      label: t('verify.lender'),
      fact: facts.lender,
      says: facts.lender.says,
      record: verification.lender_name,
    },
    {
      label: t('verify.issued'),
      fact: facts.issuedAt,
      says: formatDate(facts.issuedAt.says),
      record: verification.issued_at ? formatDate(verification.issued_at) : t('verify.notYet'),
    },
    {
      label: t('verify.code'),
      fact: facts.code,
      says: facts.code.says,
      record: code,
    },
  ];
  return (
    <div className="mt-3">
      <p className="text-sm font-medium text-slate-700">{t('verify.data.says')}</p>
      <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(({ label, fact, says, record }) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="-mt-1.5 flex items-start gap-1.5 sm:mt-0">
              {fact.agrees ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
              ) : (
                <CircleX className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />
              )}
              <span className="min-w-0 break-words">
                <span className="font-semibold text-ink">{says}</span>
                <span className="sr-only">
                  {' '}
                  ({t(fact.agrees ? 'verify.data.same' : 'verify.data.differs')})
                </span>
                {!fact.agrees && (
                  <span className="block text-red-800">
                    {t('verify.data.recordSays', { value: record })}
                  </span>
                )}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
