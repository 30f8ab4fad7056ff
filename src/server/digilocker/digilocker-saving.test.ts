import { describe, expect, it } from 'vitest';
import { documentFileName } from '../../shared/documents.js';
import { digilockerFileName, digilockerPath } from './digilocker-saving.js';

describe('the name a document is saved under in DigiLocker', () => {
  it('says "&" in a lender’s name as "and", which DigiLocker refuses in a file name', () => {
    const fileName = documentFileName(
      'Mahindra & Mahindra Financial Services',
      'Statement of Account',
    );
    expect(digilockerFileName(fileName)).toBe(
      'Mahindra_and_Mahindra_Financial_Services_StatementofAccount.pdf',
    );
  });

  it('keeps a name DigiLocker takes as it is, and puts it in the lender’s folder', () => {
    expect(
      digilockerPath({
        lender_id: 'hdfc-bank',
        file_name: 'HDFC_Bank_StatementofAccount_7890.pdf',
      }),
    ).toBe('/loan-documents/hdfc-bank/HDFC_Bank_StatementofAccount_7890.pdf');
  });

  it('leaves only the characters DigiLocker allows', () => {
    expect(digilockerFileName('A+B/C’s #1.pdf')).toMatch(/^[\w .()-]+$/);
  });
});
