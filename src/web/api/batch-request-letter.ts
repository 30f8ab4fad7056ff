import { useMutation } from '@tanstack/react-query';
import type { BankProcessingStatus } from '../../shared/api/batch';
import { BATCH_ROUTES } from '../../shared/api/batch-routes';
import { requestLetterFileName } from '../../shared/api/files';
import { saveFile } from '../lib/download-link';
import { fetchFile, urlOf } from './http';

/**
 * The letter the server prefills to the grievance officer of a bank of the batch that did not
 * send its documents, handed to the browser to save under its file name.
 */
export function useRequestLetterDownload(batchId: string) {
  return useMutation({
    mutationFn: async (bank: Pick<BankProcessingStatus, 'lenderId' | 'bankName'>) => {
      const pdf = await fetchFile(
        urlOf(BATCH_ROUTES.requestLetter, { params: { batchId, lenderId: bank.lenderId } }),
        'application/pdf',
      );
      saveFile(pdf, requestLetterFileName(bank.bankName));
      return bank;
    },
  });
}
