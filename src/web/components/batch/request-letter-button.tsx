import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BankProcessingStatus } from '../../../shared/api/batch';
import { useRequestLetterDownload } from '../../api/batch-request-letter';
import { serverMessage } from '../../api/http';
import { useFlowState } from '../../flow/flow-state';
import { toast } from '../../lib/toast';
import { toastFailure } from '../failure-toast';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/**
 * Download a request letter: for a bank that failed for good, the letter to its grievance
 * officer asking for the documents it did not send, prefilled by the server. Shown only where
 * the bank's grievance desk is known (the letter is addressed to it) and the journey has its batch.
 */
export function RequestLetterButton({ bank }: { bank: BankProcessingStatus }) {
  const { t } = useTranslation('batchOtp');
  const { batchId } = useFlowState();
  const download = useRequestLetterDownload(batchId ?? '');
  if (!batchId || !bank.contact || bank.status !== 'failed') return null;
  const save = () =>
    download.mutate(bank, {
      onSuccess: () => toast.success(t('requestLetter.downloaded', { bank: bank.bankName })),
      onError: (failure) =>
        toastFailure(failure, serverMessage(failure) || t('requestLetter.failed'), {
          retry: save,
        }),
    });
  return (
    <Button
      variant="secondary"
      size="sm"
      className="mt-1"
      // The visible words first, then which bank (label in name).
      aria-label={t('requestLetter.downloadBank', { bank: bank.bankName })}
      disabled={download.isPending}
      onClick={save}
    >
      {download.isPending ? <Spinner /> : <FileText aria-hidden />}
      {download.isPending ? t('requestLetter.downloading') : t('requestLetter.download')}
    </Button>
  );
}
