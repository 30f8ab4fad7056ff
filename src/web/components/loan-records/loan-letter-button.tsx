import { Download } from 'lucide-react';
import type { Loan } from '../../../shared/api/loans';
import { serverMessage } from '../../api/http';
import { type LoanLetter, useLoanLetterDownload } from '../../api/loan-letters';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { toastFailure } from '../failure-toast';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

interface LoanLetterButtonProps {
  letter: LoanLetter;
  loan: Pick<Loan, 'loanId' | 'bankName' | 'accountId'>;
  texts: { download: string; downloading: string; downloaded: string; failed: string };
  /** Extra classes, e.g. to let a long label wrap on a narrow screen. */
  className?: string;
}

/** Downloads a PDF the server prefills about the loan; says it is saved, or why it is not. */
export function LoanLetterButton({ letter, loan, texts, className }: LoanLetterButtonProps) {
  const download = useLoanLetterDownload(letter);
  return (
    <Button
      variant="secondary"
      className={cn('shrink-0', className)}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(loan, {
          onSuccess: () => toast.success(texts.downloaded),
          onError: (failure) =>
            toastFailure(failure, serverMessage(failure) || texts.failed, {
              retry: () => download.mutate(loan),
            }),
        })
      }
    >
      {download.isPending ? <Spinner /> : <Download aria-hidden />}
      {download.isPending ? texts.downloading : texts.download}
    </Button>
  );
}
