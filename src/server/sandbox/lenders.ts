import type { RateType } from '../../shared/loans.js';
import type { LenderDirectoryEntry } from '../providers/lender-directory.js';

/**
 * The sandbox's catalogue of Indian banks and NBFCs. Names and registered-office cities are the
 * real institutions'; rates are indicative ranges for each product; every contact is a sandbox
 * placeholder so nobody mistakes a demo document for a real one.
 */

export const SANDBOX_LOAN_TYPES = [
  'home_loan',
  'personal_loan',
  'business_loan',
  'auto_loan',
] as const;
export type SandboxLoanType = (typeof SANDBOX_LOAN_TYPES)[number];

export interface LenderProduct {
  loanType: SandboxLoanType;
  /** Yearly interest rates offered, percent, lowest and highest. */
  ratePercent: readonly [number, number];
  rateType: RateType;
  /** Percent of the principal, before 18 % GST. */
  processingFeePercent: number;
  /** Percent of the outstanding principal on early closure; nil for floating rates (RBI). */
  foreclosureChargePercent: number;
}

export interface Lender {
  /** Kebab-case catalogue id, e.g. "hdfc-bank". */
  id: string;
  name: string;
  kind: 'bank' | 'nbfc';
  /** Initials shown where a logo would be. */
  shortName: string;
  /** Hex colour of the lender's mark. */
  brandColor: string;
  registeredOfficeCity: string;
  grievance: { email: string; phone: string };
  /** Penal charge on overdue amounts, percent per year. */
  penalRatePercent: number;
  /** Loan account numbers: this many digits, starting with the prefix. */
  accountNumber: { length: number; prefix: string };
  products: readonly LenderProduct[];
}

const home = (low: number, high: number, fee: number): LenderProduct => ({
  loanType: 'home_loan',
  ratePercent: [low, high],
  rateType: 'FLOATING',
  processingFeePercent: fee,
  foreclosureChargePercent: 0,
});

const personal = (low: number, high: number, fee: number, foreclosure: number): LenderProduct => ({
  loanType: 'personal_loan',
  ratePercent: [low, high],
  rateType: 'FIXED',
  processingFeePercent: fee,
  foreclosureChargePercent: foreclosure,
});

/** Public-sector banks price business loans off their lending rate (floating); others fix it. */
const business = (
  low: number,
  high: number,
  fee: number,
  foreclosure: number | 'floating',
): LenderProduct => ({
  loanType: 'business_loan',
  ratePercent: [low, high],
  rateType: foreclosure === 'floating' ? 'FLOATING' : 'FIXED',
  processingFeePercent: fee,
  foreclosureChargePercent: foreclosure === 'floating' ? 0 : foreclosure,
});

const auto = (low: number, high: number, fee: number, foreclosure: number): LenderProduct => ({
  loanType: 'auto_loan',
  ratePercent: [low, high],
  rateType: 'FIXED',
  processingFeePercent: fee,
  foreclosureChargePercent: foreclosure,
});

interface LenderEntry extends Omit<Lender, 'grievance'> {
  /** Last four digits of the sandbox toll-free number. */
  helpline: string;
}

function lender({ helpline, ...entry }: LenderEntry): Lender {
  return {
    ...entry,
    grievance: {
      email: `grievance@${entry.id}.sandbox.example`,
      phone: `1800-000-${helpline}`,
    },
  };
}

export const LENDERS: readonly Lender[] = [
  // Public-sector banks
  lender({
    id: 'sbi',
    name: 'State Bank of India',
    kind: 'bank',
    shortName: 'SBI',
    brandColor: '#22409A',
    registeredOfficeCity: 'Mumbai',
    helpline: '1101',
    penalRatePercent: 24,
    accountNumber: { length: 12, prefix: '3' },
    products: [
      home(8.0, 9.15, 0.35),
      personal(10.3, 14.0, 1.0, 3),
      business(9.25, 12.5, 1.0, 'floating'),
      auto(8.75, 9.8, 0.25, 2),
    ],
  }),
  lender({
    id: 'bank-of-baroda',
    name: 'Bank of Baroda',
    kind: 'bank',
    shortName: 'BOB',
    brandColor: '#F15A22',
    registeredOfficeCity: 'Vadodara',
    helpline: '1102',
    penalRatePercent: 24,
    accountNumber: { length: 14, prefix: '04' },
    products: [
      home(8.0, 9.9, 0.5),
      personal(10.4, 15.75, 1.0, 2),
      business(9.5, 13.0, 0.5, 'floating'),
      auto(8.75, 11.6, 0.5, 2),
    ],
  }),
  lender({
    id: 'punjab-national-bank',
    name: 'Punjab National Bank',
    kind: 'bank',
    shortName: 'PNB',
    brandColor: '#A6192E',
    registeredOfficeCity: 'New Delhi',
    helpline: '1103',
    penalRatePercent: 24,
    accountNumber: { length: 16, prefix: '0' },
    products: [
      home(8.0, 10.05, 0.35),
      personal(10.4, 16.5, 1.0, 2),
      business(9.6, 13.5, 1.0, 'floating'),
      auto(8.75, 10.5, 0.25, 2),
    ],
  }),
  lender({
    id: 'canara-bank',
    name: 'Canara Bank',
    kind: 'bank',
    shortName: 'CNRB',
    brandColor: '#0072BC',
    registeredOfficeCity: 'Bengaluru',
    helpline: '1104',
    penalRatePercent: 24,
    accountNumber: { length: 13, prefix: '1' },
    products: [
      home(7.9, 10.6, 0.5),
      personal(10.7, 16.25, 1.0, 2),
      business(9.55, 13.2, 1.0, 'floating'),
      auto(8.7, 12.5, 0.25, 2),
    ],
  }),
  lender({
    id: 'union-bank-of-india',
    name: 'Union Bank of India',
    kind: 'bank',
    shortName: 'UBI',
    brandColor: '#E31E24',
    registeredOfficeCity: 'Mumbai',
    helpline: '1105',
    penalRatePercent: 24,
    accountNumber: { length: 15, prefix: '5' },
    products: [
      home(7.9, 10.1, 0.5),
      personal(10.75, 15.5, 1.0, 2),
      business(9.4, 13.0, 0.5, 'floating'),
      auto(8.7, 11.25, 0.5, 2),
    ],
  }),
  lender({
    id: 'bank-of-india',
    name: 'Bank of India',
    kind: 'bank',
    shortName: 'BOI',
    brandColor: '#F58220',
    registeredOfficeCity: 'Mumbai',
    helpline: '1106',
    penalRatePercent: 24,
    accountNumber: { length: 15, prefix: '6' },
    products: [home(7.9, 10.35, 0.25), personal(10.85, 15.85, 1.0, 2), auto(8.85, 11.0, 0.25, 2)],
  }),
  lender({
    id: 'indian-bank',
    name: 'Indian Bank',
    kind: 'bank',
    shortName: 'IB',
    brandColor: '#0F4C81',
    registeredOfficeCity: 'Chennai',
    helpline: '1107',
    penalRatePercent: 24,
    accountNumber: { length: 12, prefix: '7' },
    products: [
      home(7.9, 10.25, 0.23),
      personal(10.5, 14.9, 1.0, 2),
      business(9.5, 12.9, 0.5, 'floating'),
    ],
  }),
  lender({
    id: 'central-bank-of-india',
    name: 'Central Bank of India',
    kind: 'bank',
    shortName: 'CBI',
    brandColor: '#D71920',
    registeredOfficeCity: 'Mumbai',
    helpline: '1108',
    penalRatePercent: 24,
    accountNumber: { length: 12, prefix: '3' },
    products: [home(7.85, 9.9, 0.5), personal(10.9, 15.25, 1.0, 2), auto(8.7, 10.85, 0.25, 2)],
  }),
  lender({
    id: 'bank-of-maharashtra',
    name: 'Bank of Maharashtra',
    kind: 'bank',
    shortName: 'BOM',
    brandColor: '#0A3D91',
    registeredOfficeCity: 'Pune',
    helpline: '1109',
    penalRatePercent: 24,
    accountNumber: { length: 14, prefix: '6' },
    products: [
      home(7.85, 10.15, 0.25),
      personal(10.0, 12.8, 1.0, 2),
      business(9.3, 12.6, 0.5, 'floating'),
      auto(8.7, 11.3, 0.25, 2),
    ],
  }),
  lender({
    id: 'indian-overseas-bank',
    name: 'Indian Overseas Bank',
    kind: 'bank',
    shortName: 'IOB',
    brandColor: '#1B3F8B',
    registeredOfficeCity: 'Chennai',
    helpline: '1110',
    penalRatePercent: 24,
    accountNumber: { length: 15, prefix: '1' },
    products: [home(7.9, 10.15, 0.5), personal(10.85, 15.5, 1.0, 2)],
  }),
  lender({
    id: 'idbi-bank',
    name: 'IDBI Bank',
    kind: 'bank',
    shortName: 'IDBI',
    brandColor: '#00836C',
    registeredOfficeCity: 'Mumbai',
    helpline: '1111',
    penalRatePercent: 24,
    accountNumber: { length: 16, prefix: '0' },
    products: [home(8.0, 10.75, 0.5), personal(10.5, 16.0, 1.0, 3), auto(8.8, 12.5, 0.5, 3)],
  }),
  // Private-sector banks
  lender({
    id: 'hdfc-bank',
    name: 'HDFC Bank',
    kind: 'bank',
    shortName: 'HDFC',
    brandColor: '#004C8F',
    registeredOfficeCity: 'Mumbai',
    helpline: '1201',
    penalRatePercent: 24,
    accountNumber: { length: 14, prefix: '50' },
    products: [
      home(8.35, 9.95, 0.5),
      personal(10.9, 24.0, 2.0, 4),
      business(10.75, 22.5, 2.0, 4),
      auto(9.2, 13.0, 0.5, 5),
    ],
  }),
  lender({
    id: 'icici-bank',
    name: 'ICICI Bank',
    kind: 'bank',
    shortName: 'ICICI',
    brandColor: '#AE282E',
    registeredOfficeCity: 'Vadodara',
    helpline: '1202',
    penalRatePercent: 24,
    accountNumber: { length: 12, prefix: '6' },
    products: [
      home(8.75, 9.8, 0.5),
      personal(10.85, 16.65, 2.0, 3),
      business(11.0, 20.0, 2.0, 4),
      auto(9.1, 12.25, 0.75, 5),
    ],
  }),
  lender({
    id: 'axis-bank',
    name: 'Axis Bank',
    kind: 'bank',
    shortName: 'AXIS',
    brandColor: '#97144D',
    registeredOfficeCity: 'Ahmedabad',
    helpline: '1203',
    penalRatePercent: 24,
    accountNumber: { length: 15, prefix: '9' },
    products: [
      home(8.35, 9.8, 1.0),
      personal(10.99, 22.0, 2.0, 5),
      business(14.95, 22.0, 2.0, 4),
      auto(9.3, 12.75, 1.0, 5),
    ],
  }),
  lender({
    id: 'kotak-mahindra-bank',
    name: 'Kotak Mahindra Bank',
    kind: 'bank',
    shortName: 'KOTAK',
    brandColor: '#003874',
    registeredOfficeCity: 'Mumbai',
    helpline: '1204',
    penalRatePercent: 24,
    accountNumber: { length: 14, prefix: '4' },
    products: [
      home(8.25, 9.6, 0.5),
      personal(10.99, 21.0, 3.0, 5),
      business(14.0, 22.0, 2.0, 4),
      auto(9.3, 13.5, 1.0, 5),
    ],
  }),
  lender({
    id: 'indusind-bank',
    name: 'IndusInd Bank',
    kind: 'bank',
    shortName: 'IIB',
    brandColor: '#98272A',
    registeredOfficeCity: 'Pune',
    helpline: '1205',
    penalRatePercent: 24,
    accountNumber: { length: 13, prefix: '2' },
    products: [
      personal(10.49, 26.0, 3.0, 4),
      business(14.0, 24.0, 2.0, 4),
      auto(9.5, 14.5, 1.0, 5),
    ],
  }),
  lender({
    id: 'yes-bank',
    name: 'Yes Bank',
    kind: 'bank',
    shortName: 'YES',
    brandColor: '#0054A6',
    registeredOfficeCity: 'Mumbai',
    helpline: '1206',
    penalRatePercent: 24,
    accountNumber: { length: 15, prefix: '0' },
    products: [
      home(9.0, 11.0, 1.0),
      personal(10.99, 20.0, 2.5, 4),
      business(13.0, 20.0, 2.0, 4),
      auto(9.5, 13.5, 1.0, 5),
    ],
  }),
  lender({
    id: 'idfc-first-bank',
    name: 'IDFC FIRST Bank',
    kind: 'bank',
    shortName: 'IDFC',
    brandColor: '#9C1D26',
    registeredOfficeCity: 'Chennai',
    helpline: '1207',
    penalRatePercent: 24,
    accountNumber: { length: 12, prefix: '1' },
    products: [
      home(8.85, 10.5, 1.0),
      personal(9.99, 23.0, 2.0, 5),
      business(14.5, 24.0, 2.0, 5),
      auto(9.5, 13.0, 1.0, 5),
    ],
  }),
  lender({
    id: 'federal-bank',
    name: 'Federal Bank',
    kind: 'bank',
    shortName: 'FED',
    brandColor: '#1F3B73',
    registeredOfficeCity: 'Aluva',
    helpline: '1208',
    penalRatePercent: 24,
    accountNumber: { length: 14, prefix: '1' },
    products: [home(8.8, 10.5, 0.5), personal(11.49, 18.0, 2.0, 3), auto(9.4, 12.5, 0.5, 3)],
  }),
  lender({
    id: 'rbl-bank',
    name: 'RBL Bank',
    kind: 'bank',
    shortName: 'RBL',
    brandColor: '#21409A',
    registeredOfficeCity: 'Kolhapur',
    helpline: '1209',
    penalRatePercent: 24,
    accountNumber: { length: 12, prefix: '8' },
    products: [personal(14.0, 23.0, 3.5, 5), business(15.0, 24.0, 2.5, 5)],
  }),
  lender({
    id: 'south-indian-bank',
    name: 'South Indian Bank',
    kind: 'bank',
    shortName: 'SIB',
    brandColor: '#C8102E',
    registeredOfficeCity: 'Thrissur',
    helpline: '1210',
    penalRatePercent: 24,
    accountNumber: { length: 16, prefix: '0' },
    products: [home(8.7, 11.25, 0.5), personal(11.0, 18.0, 2.0, 3), auto(9.25, 12.0, 0.5, 3)],
  }),
  lender({
    id: 'karur-vysya-bank',
    name: 'Karur Vysya Bank',
    kind: 'bank',
    shortName: 'KVB',
    brandColor: '#00704A',
    registeredOfficeCity: 'Karur',
    helpline: '1211',
    penalRatePercent: 24,
    accountNumber: { length: 16, prefix: '1' },
    products: [home(8.75, 10.7, 0.5), business(10.5, 15.0, 1.0, 3), auto(9.25, 11.75, 0.5, 3)],
  }),
  lender({
    id: 'city-union-bank',
    name: 'City Union Bank',
    kind: 'bank',
    shortName: 'CUB',
    brandColor: '#6A1B4D',
    registeredOfficeCity: 'Kumbakonam',
    helpline: '1212',
    penalRatePercent: 24,
    accountNumber: { length: 15, prefix: '5' },
    products: [home(9.0, 11.0, 0.5), business(10.25, 14.5, 1.0, 3)],
  }),
  lender({
    id: 'bandhan-bank',
    name: 'Bandhan Bank',
    kind: 'bank',
    shortName: 'BDN',
    brandColor: '#E2231A',
    registeredOfficeCity: 'Kolkata',
    helpline: '1213',
    penalRatePercent: 24,
    accountNumber: { length: 14, prefix: '2' },
    products: [home(8.66, 12.0, 1.0), personal(13.0, 22.0, 2.0, 4), business(14.0, 21.0, 2.0, 4)],
  }),
  lender({
    id: 'au-small-finance-bank',
    name: 'AU Small Finance Bank',
    kind: 'bank',
    shortName: 'AU',
    brandColor: '#6D2077',
    registeredOfficeCity: 'Jaipur',
    helpline: '1214',
    penalRatePercent: 36,
    accountNumber: { length: 16, prefix: '2' },
    products: [
      home(9.5, 12.5, 1.0),
      personal(12.0, 24.0, 2.5, 4),
      business(14.0, 24.0, 2.0, 4),
      auto(9.5, 15.0, 1.0, 5),
    ],
  }),
  // Non-banking finance companies and housing finance companies
  lender({
    id: 'bajaj-finance',
    name: 'Bajaj Finance',
    kind: 'nbfc',
    shortName: 'BFL',
    brandColor: '#0072BC',
    registeredOfficeCity: 'Pune',
    helpline: '1301',
    penalRatePercent: 36,
    accountNumber: { length: 14, prefix: '4' },
    products: [personal(11.0, 26.0, 3.93, 4.72), business(14.0, 26.0, 3.54, 4.72)],
  }),
  lender({
    id: 'bajaj-housing-finance',
    name: 'Bajaj Housing Finance',
    kind: 'nbfc',
    shortName: 'BHFL',
    brandColor: '#00529B',
    registeredOfficeCity: 'Pune',
    helpline: '1302',
    penalRatePercent: 24,
    accountNumber: { length: 14, prefix: '7' },
    products: [home(8.25, 11.25, 0.5)],
  }),
  lender({
    id: 'tata-capital',
    name: 'Tata Capital',
    kind: 'nbfc',
    shortName: 'TATA',
    brandColor: '#1C3C78',
    registeredOfficeCity: 'Mumbai',
    helpline: '1303',
    penalRatePercent: 36,
    accountNumber: { length: 13, prefix: '9' },
    products: [
      home(8.75, 11.0, 0.5),
      personal(10.99, 24.0, 3.5, 4.5),
      business(13.0, 22.0, 2.5, 4.5),
      auto(10.0, 16.0, 1.5, 5),
    ],
  }),
  lender({
    id: 'lic-housing-finance',
    name: 'LIC Housing Finance',
    kind: 'nbfc',
    shortName: 'LICHFL',
    brandColor: '#0B4EA2',
    registeredOfficeCity: 'Mumbai',
    helpline: '1304',
    penalRatePercent: 24,
    accountNumber: { length: 12, prefix: '6' },
    products: [home(8.0, 10.75, 0.25)],
  }),
  lender({
    id: 'pnb-housing-finance',
    name: 'PNB Housing Finance',
    kind: 'nbfc',
    shortName: 'PNBHF',
    brandColor: '#E4002B',
    registeredOfficeCity: 'New Delhi',
    helpline: '1305',
    penalRatePercent: 24,
    accountNumber: { length: 14, prefix: '0' },
    products: [home(8.5, 11.5, 0.5)],
  }),
  lender({
    id: 'aditya-birla-capital',
    name: 'Aditya Birla Capital',
    kind: 'nbfc',
    shortName: 'ABC',
    brandColor: '#C8102E',
    registeredOfficeCity: 'Veraval',
    helpline: '1306',
    penalRatePercent: 36,
    accountNumber: { length: 15, prefix: '3' },
    products: [home(8.6, 11.5, 1.0), personal(11.5, 26.0, 3.0, 5), business(14.0, 24.0, 2.5, 5)],
  }),
  lender({
    id: 'mahindra-finance',
    name: 'Mahindra & Mahindra Financial Services',
    kind: 'nbfc',
    shortName: 'MMFSL',
    brandColor: '#C8102E',
    registeredOfficeCity: 'Mumbai',
    helpline: '1307',
    penalRatePercent: 36,
    accountNumber: { length: 14, prefix: '1' },
    products: [personal(14.0, 24.0, 2.5, 5), auto(9.99, 17.5, 1.5, 5)],
  }),
  lender({
    id: 'shriram-finance',
    name: 'Shriram Finance',
    kind: 'nbfc',
    shortName: 'SFL',
    brandColor: '#00539F',
    registeredOfficeCity: 'Chennai',
    helpline: '1308',
    penalRatePercent: 36,
    accountNumber: { length: 12, prefix: '5' },
    products: [business(15.0, 26.0, 2.5, 5), auto(11.0, 19.0, 2.0, 5)],
  }),
  lender({
    id: 'cholamandalam-finance',
    name: 'Cholamandalam Investment and Finance',
    kind: 'nbfc',
    shortName: 'CHOLA',
    brandColor: '#E31837',
    registeredOfficeCity: 'Chennai',
    helpline: '1309',
    penalRatePercent: 36,
    accountNumber: { length: 13, prefix: '8' },
    products: [home(9.5, 13.0, 1.0), business(14.0, 24.0, 2.5, 5), auto(10.5, 17.0, 1.5, 5)],
  }),
  lender({
    id: 'lt-finance',
    name: 'L&T Finance',
    kind: 'nbfc',
    shortName: 'LTF',
    brandColor: '#F7A600',
    registeredOfficeCity: 'Mumbai',
    helpline: '1310',
    penalRatePercent: 36,
    accountNumber: { length: 14, prefix: '8' },
    products: [home(8.6, 11.5, 0.5), personal(11.0, 24.0, 2.0, 5), auto(10.5, 18.0, 2.0, 5)],
  }),
  lender({
    id: 'hdb-financial-services',
    name: 'HDB Financial Services',
    kind: 'nbfc',
    shortName: 'HDB',
    brandColor: '#00447C',
    registeredOfficeCity: 'Ahmedabad',
    helpline: '1311',
    penalRatePercent: 36,
    accountNumber: { length: 13, prefix: '3' },
    products: [
      personal(12.0, 26.0, 3.0, 4),
      business(14.0, 26.0, 3.0, 4),
      auto(10.5, 18.0, 2.0, 5),
    ],
  }),
  lender({
    id: 'muthoot-finance',
    name: 'Muthoot Finance',
    kind: 'nbfc',
    shortName: 'MUTH',
    brandColor: '#C8102E',
    registeredOfficeCity: 'Kochi',
    helpline: '1312',
    penalRatePercent: 36,
    accountNumber: { length: 14, prefix: '2' },
    products: [personal(14.0, 24.0, 2.5, 4), business(15.0, 24.0, 2.0, 4)],
  }),
  lender({
    id: 'hero-fincorp',
    name: 'Hero FinCorp',
    kind: 'nbfc',
    shortName: 'HERO',
    brandColor: '#E4002B',
    registeredOfficeCity: 'New Delhi',
    helpline: '1313',
    penalRatePercent: 36,
    accountNumber: { length: 12, prefix: '9' },
    products: [
      personal(19.0, 30.0, 3.0, 5),
      business(16.0, 26.0, 2.5, 5),
      auto(11.0, 20.0, 2.0, 5),
    ],
  }),
];

const lendersById = new Map(LENDERS.map((entry) => [entry.id, entry]));

export function findLender(id: string): Lender | undefined {
  return lendersById.get(id);
}

/** The lender's product of one loan type, or undefined when it does not offer it. */
export function findProduct(lender: Lender, loanType: string): LenderProduct | undefined {
  return lender.products.find((product) => product.loanType === loanType);
}

/** Every lender offering loans of this type. */
export function lendersOffering(loanType: SandboxLoanType): Lender[] {
  return LENDERS.filter((entry) => findProduct(entry, loanType) !== undefined);
}

/**
 * The catalogue in the lender directory's configuration format (providers/lender-directory.ts):
 * each lender's letterhead and grievance desk, reached under `baseUrl` at /lenders/{id}.
 */
export function sandboxLenderDirectory(baseUrl: string, keyId: string): LenderDirectoryEntry[] {
  const root = baseUrl.replace(/\/+$/, '');
  return LENDERS.map((lender) => ({
    id: lender.id,
    name: lender.name,
    shortName: lender.shortName,
    brandColor: lender.brandColor,
    city: lender.registeredOfficeCity,
    grievance: lender.grievance,
    baseUrl: `${root}/lenders/${lender.id}`,
    keyId,
  }));
}
