/** English texts of the taxPack namespace: financial years, interest certificates, the tax summary. */
export const taxPack = {
  year: {
    label: 'Financial year',
    option: '{{year}} (Apr {{from}} – Mar {{to}})',
    optionProvisional: '{{year}} (Apr {{from}} – Mar {{to}}), provisional',
    hint: 'April to March. The year still running gives a provisional certificate.',
  },
  summary: {
    heading: 'Tax summary',
    text: 'Interest and principal of all your loans for one financial year, in one PDF, with the income tax sections they usually relate to. For information only, not tax advice.',
    download: 'Download tax summary',
    downloading: 'Preparing…',
    downloaded: 'Tax summary for {{year}} downloaded',
    failed: 'We could not prepare your tax summary. Please try again.',
  },
} as const;
