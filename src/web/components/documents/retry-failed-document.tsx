import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LoanDocument } from '../../../shared/api/documents';
import { useRetryBank } from '../../api/batch-retry-bank';
import { documentsQueryKey } from '../../api/documents-list';
import { ApiError, serverMessage } from '../../api/http';
import { useFlowNavigate } from '../../flow/flow-state';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { toastFailure } from '../failure-toast';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/**
 * Try again on a document whose bank failed for good: asks that bank once more under the
 * request's consent. Its documents turn "being prepared" and the list follows them (it polls
 * while any is). The server says why when it cannot (consent ended, an older-flow request); once
 * the borrower's taps are spent, the toast leads to the request's screen and Keep trying for me.
 */
export function RetryFailedDocument({ document }: { document: LoanDocument }) {
  const { t } = useTranslation('documentCenter');
  const queryClient = useQueryClient();
  const retry = useRetryBank(document.requestId);
  const flowNavigate = useFlowNavigate();
  const askAgain = () =>
    retry.mutate(document.lenderId, {
      onSuccess: ({ message }) => toast.success(message, { id: `retry-${document.requestId}` }),
      onError: (failure) => {
        // The taps are spent: Keep trying for me is on the request's own screen.
        if (failure instanceof ApiError && failure.code === 'TRIES_SPENT') {
          toast.error(serverMessage(failure), {
            id: `retry-${document.requestId}`,
            action: {
              label: t('card.keepTrying'),
              onClick: () =>
                flowNavigate(paths.batchOtpVerify, {
                  batchId: document.requestId,
                  requestKey: undefined,
                }),
            },
          });
          return;
        }
        toastFailure(failure, serverMessage(failure) ?? t('card.retryFailed'), { retry: askAgain });
      },
      onSettled: () => void queryClient.invalidateQueries({ queryKey: documentsQueryKey() }),
    });
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={askAgain}
      disabled={retry.isPending}
      aria-label={t('card.retryBank', { bank: document.bankName })}
    >
      {retry.isPending ? <Spinner /> : <RefreshCw aria-hidden />}
      {t('card.retry')}
    </Button>
  );
}
