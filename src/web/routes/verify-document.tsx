import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseVerificationCode, printedVerificationCode } from '../../shared/verification-code';
import { getDocumentVerification } from '../api/verify-document';
import { VerificationCodeForm } from '../components/public/code-form';
import { FileCheckPanel } from '../components/public/file-check';
import { PublicLayout } from '../components/public/public-layout';
import { PublicFailed, PublicLoading } from '../components/public/public-states';
import { usePublicAnswer } from '../components/public/use-public-answer';
import { VerificationSummary } from '../components/public/verification-summary';
import { Card } from '../components/ui/card';

/**
 * /verify/:code — where a document's QR code leads: what the code stands for (lender, type,
 * issue date, whether it still stands) and a check that a received PDF is the very file issued.
 * Public: anyone holding a document may check it, and learns nothing personal.
 */
export function VerifyDocumentPage() {
  const { code: typed = '' } = useParams();
  const { t } = useTranslation('publicPages');
  const parsed = parseVerificationCode(typed);
  const code = parsed ? printedVerificationCode(parsed) : typed;
  // The server decides what is a code; it answers 404 to one that cannot be.
  const { answer, retry } = usePublicAnswer(code, (signal) =>
    getDocumentVerification(parsed ?? typed, signal),
  );

  return (
    <PublicLayout title={t('verify.pageTitle')}>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t('verify.title')}
      </h1>
      <p className="mt-2 leading-relaxed text-slate-700">{t('verify.intro')}</p>
      <div className="mt-6 flex flex-col gap-5">
        {answer.state === 'loading' ? (
          <PublicLoading text={t('verify.loading')} />
        ) : answer.state === 'failed' ? (
          <PublicFailed
            title={t('verify.failed.title')}
            text={t('verify.failed.text')}
            retry={t('verify.failed.retry')}
            onRetry={retry}
          />
        ) : answer.state === 'found' ? (
          <>
            <VerificationSummary code={code} verification={answer.data} />
            {answer.data.sha256 && (
              <FileCheckPanel
                code={code}
                verification={answer.data}
                issuedSha256={answer.data.sha256}
              />
            )}
          </>
        ) : (
          <UnknownCodeCard code={code} />
        )}
      </div>
    </PublicLayout>
  );
}

function UnknownCodeCard({ code }: { code: string }) {
  const { t } = useTranslation('publicPages');
  return (
    <Card className="flex flex-col items-center px-5 py-8 text-center sm:px-8">
      <span className="grid size-14 place-items-center rounded-full bg-slate-100 text-slate-600">
        <SearchX className="size-7" aria-hidden />
      </span>
      <h2 className="mt-3 text-xl font-semibold text-ink">{t('verify.unknown.title')}</h2>
      <p className="mt-2 max-w-md text-sm leading-relaxed break-words text-slate-700">
        {t('verify.unknown.text', { code })}
      </p>
      <VerificationCodeForm />
    </Card>
  );
}
