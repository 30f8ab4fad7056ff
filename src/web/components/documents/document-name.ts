import { useTranslation } from 'react-i18next';
import type { LoanDocument } from '../../../shared/api/documents';

/**
 * A document's name as the borrower reads it: its type, and for a yearly certificate the year
 * (each year's interest certificate is a document of its own).
 */
export function useDocumentName() {
  const { t } = useTranslation('documentCenter');
  return (document: Pick<LoanDocument, 'documentType' | 'financialYear'>): string => {
    const typeName = t(`types.${document.documentType}`);
    return document.financialYear
      ? t('card.ofYear', { name: typeName, year: document.financialYear })
      : typeName;
  };
}
