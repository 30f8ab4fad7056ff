/** English texts of the home namespace: the signed-in borrower's home. */
export const home = {
  pageTitle: 'Your home',
  title: 'Your loans and documents',
  subtitle: 'Signed in as {{pan}}. Everything you have asked for, and what you can do next.',
  documents: {
    latest: 'Your newest documents',
    title: 'Your documents',
    count_zero: 'No documents yet',
    count_one: '{{count}} document, kept 30 days',
    count_other: '{{count}} documents, kept 30 days',
    loading: 'Counting your documents...',
  },
  consents: {
    title: 'Your consents & activity',
    text: 'What you agreed to, until when, and everything done with your data.',
  },
  loans: {
    heading: 'Your loans',
    text: 'From your credit report. Choose loans to get more documents; the letters and the tax summary are below the list.',
  },
  checking: 'Checking whether this device is signed in...',
  unreachable: 'We could not reach Loan Documents. Check your connection and try again.',
} as const;
