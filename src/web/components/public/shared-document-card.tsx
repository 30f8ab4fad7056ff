import { CircleAlert, Download, ExternalLink, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import type { SharedDocumentsResponse } from '../../../shared/api/documents';
import { isDocumentFileAvailable } from '../../api/documents-file';
import { paths } from '../../lib/paths';
import { useDates } from '../../lib/use-dates';
import { BankBadge } from '../bank-badge';
import { downloadDocument } from '../documents/document-files';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

type SharedDocument = SharedDocumentsResponse['documents'][number];

/**
 * One shared document as its receiver sees it: lender, type, loan, when it was issued, its
 * verification code, and View and Download. `stillShared` is asked when a file is not there:
 * false means the link itself has gone (the page then says so).
 */
export function SharedDocumentCard({
  document,
  stillShared,
}: {
  document: SharedDocument;
  stillShared: () => Promise<boolean>;
}) {
  const { t } = useTranslation('publicPages');
  const { formatDateTime } = useDates();
  const id = useId();
  const [busy, setBusy] = useState<'view' | 'download'>();
  const [problem, setProblem] = useState<string>();
  const name = t(`types.${document.documentType}`);
  const which = t('share.which', { name, bank: document.bankName });

  const fileMissing = async () => {
    if (await stillShared()) setProblem(t('share.downloadFailed'));
  };

  // The tab opens at once, while the tap still counts as the user's, and is given the file
  // once it is known to be there.
  const view = async () => {
    setProblem(undefined);
    const tab = window.open('', '_blank');
    if (!tab) {
      setProblem(t('share.viewBlocked'));
      return;
    }
    tab.opener = null;
    setBusy('view');
    const available = await isDocumentFileAvailable(document.viewUrl);
    setBusy(undefined);
    if (available) {
      tab.location.href = document.viewUrl;
    } else {
      tab.close();
      await fileMissing();
    }
  };

  const download = async () => {
    setProblem(undefined);
    setBusy('download');
    const outcome = await downloadDocument(document.downloadUrl, document.fileName);
    setBusy(undefined);
    if (outcome === 'unavailable') await fileMissing();
    else if (outcome === 'failed') setProblem(t('share.downloadFailed'));
  };

  return (
    <article
      aria-labelledby={`${id}-name ${id}-bank`}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-start gap-3 p-4 sm:p-5">
        <BankBadge bankName={document.bankName} />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-name`} className="text-lg leading-snug font-semibold text-ink">
            {name}
          </h2>
          <p id={`${id}-bank`} className="font-medium text-slate-800">
            {document.bankName}
          </p>
          {(document.loanType || document.accountMasked) && (
            <p className="text-sm text-muted">
              {document.loanType && t(`loanTypes.${document.loanType}`)}
              {document.loanType && document.accountMasked && ' · '}
              {document.accountMasked && (
                <span className="whitespace-nowrap tabular-nums">
                  {t('share.account', { account: document.accountMasked })}
                </span>
              )}
            </p>
          )}
        </div>
      </div>
      <dl className="mx-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 border-t border-slate-100 py-3 text-sm sm:mx-5">
        {document.issuedAt && (
          <>
            <dt className="text-muted">{t('share.issued')}</dt>
            <dd className="text-ink tabular-nums">{formatDateTime(document.issuedAt)}</dd>
          </>
        )}
        {document.fileSize && (
          <>
            <dt className="text-muted">{t('share.size')}</dt>
            <dd className="text-ink tabular-nums">{document.fileSize}</dd>
          </>
        )}
      </dl>
      {document.verificationCode && (
        <div className="mx-4 flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-950 sm:mx-5">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
            <p>
              {t('share.verifyCode')}{' '}
              <span className="font-mono font-semibold tracking-wide whitespace-nowrap">
                {document.verificationCode}
              </span>
            </p>
            <Link
              to={generatePath(paths.verifyDocument, { code: document.verificationCode })}
              className="inline-flex min-h-11 items-center font-semibold text-emerald-900 underline underline-offset-2"
            >
              {t('share.verify')}
              <span className="sr-only"> ({which})</span>
            </Link>
          </div>
        </div>
      )}
      <div className="p-4 sm:p-5">
        {problem && (
          <p role="alert" className="mb-3 flex items-start gap-2 text-sm font-medium text-red-700">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {problem}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            size="lg"
            disabled={busy !== undefined}
            onClick={() => void view()}
          >
            {busy === 'view' ? <Spinner /> : <ExternalLink aria-hidden />}
            {t('share.view')}
            <span className="sr-only"> {which}</span>
          </Button>
          <Button size="lg" disabled={busy !== undefined} onClick={() => void download()}>
            {busy === 'download' ? <Spinner /> : <Download aria-hidden />}
            {t('share.download')}
            <span className="sr-only"> {which}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
