import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoanDocument } from '../../../shared/api/documents';
import type { DocumentType } from '../../../shared/documents';
import { documentsQueryOptions } from '../../api/documents-list';
import { recentDocuments, recentKey } from '../documents/document-groups';

/**
 * The borrower's documents made in the last 24 hours, so asking for one again offers it first.
 * Without a session (`signedIn` false), or when the list cannot be had, nothing is offered and
 * nothing is in the way.
 */
export function useRecentDocuments(signedIn: boolean) {
  const documents = useQuery({
    ...documentsQueryOptions(),
    enabled: signedIn,
    refetchInterval: false,
    retry: false,
  });
  const recent = useMemo(
    () => recentDocuments(documents.data?.documents ?? [], new Date()),
    [documents.data],
  );
  return useMemo(
    () => ({
      /** The recent document of this loan and type (and year, for a yearly one), if any. */
      of: (loanId: string, type: DocumentType, financialYear?: string): LoanDocument | undefined =>
        recent.get(recentKey(loanId, type, financialYear)),
    }),
    [recent],
  );
}
