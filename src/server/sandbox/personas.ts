import type { SandboxScenario } from '../../shared/api/sandbox.js';
import type { LoanPlan } from './loan-plan.js';

/**
 * Fixed sandbox borrowers, one per scenario a demo or a test needs. Loans are planned relative to
 * the report date (months since the first EMI), so each persona looks the same on any day.
 */

export interface Persona {
  panNumber: string;
  holderName: string;
  /** Mobile registered with the bureau; OTPs for this PAN go here. */
  mobile: string;
  scenario: SandboxScenario;
  /** Null when the borrower has no credit history. */
  creditScore: number | null;
  loans: readonly LoanPlan[];
  /**
   * A lender whose systems do not answer for this borrower: each of the borrower's loans there
   * is refused until 24 hours (by the sandbox's clock) after that lender was first asked for it
   * since the sandbox started, then answered (see SandboxLenderGateway).
   */
  failingLenderId?: string;
}

const lakh = (rupees: number) => Math.round(rupees * 1_00_000 * 100);

export const PERSONAS: readonly Persona[] = [
  {
    panNumber: 'AQMPS4821K',
    holderName: 'Priya Sharma',
    mobile: '9811402237',
    scenario: 'several-loans',
    creditScore: 781,
    loans: [
      {
        lenderId: 'hdfc-bank',
        loanType: 'home_loan',
        principalPaise: lakh(45),
        annualRatePercent: 8.75,
        tenureMonths: 240,
        monthsElapsed: 38,
        dueDay: 5,
        missedInstalments: 0,
        ownership: 'JOINT',
      },
      {
        lenderId: 'icici-bank',
        loanType: 'personal_loan',
        principalPaise: lakh(5),
        annualRatePercent: 11.25,
        tenureMonths: 36,
        monthsElapsed: 14,
        dueDay: 10,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
      {
        lenderId: 'kotak-mahindra-bank',
        loanType: 'business_loan',
        principalPaise: lakh(15),
        annualRatePercent: 15.5,
        tenureMonths: 60,
        monthsElapsed: 20,
        dueDay: 7,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
      {
        lenderId: 'sbi',
        loanType: 'auto_loan',
        principalPaise: lakh(8.5),
        annualRatePercent: 9.15,
        tenureMonths: 60,
        monthsElapsed: 9,
        dueDay: 15,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
      {
        lenderId: 'bajaj-finance',
        loanType: 'personal_loan',
        principalPaise: lakh(2.5),
        annualRatePercent: 14.5,
        tenureMonths: 24,
        monthsElapsed: 6,
        dueDay: 2,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
    ],
  },
  {
    panNumber: 'BKTPV6390L',
    holderName: 'Rahul Verma',
    mobile: '9004517728',
    scenario: 'no-loans',
    creditScore: 742,
    loans: [],
  },
  {
    panNumber: 'CRZPR2157M',
    holderName: 'Sunita Rao',
    mobile: '8800135642',
    scenario: 'overdue',
    creditScore: 618,
    loans: [
      {
        lenderId: 'bajaj-finance',
        loanType: 'personal_loan',
        principalPaise: lakh(3),
        annualRatePercent: 16,
        tenureMonths: 36,
        monthsElapsed: 13,
        dueDay: 5,
        missedInstalments: 2,
        ownership: 'INDIVIDUAL',
      },
      {
        lenderId: 'mahindra-finance',
        loanType: 'auto_loan',
        principalPaise: lakh(6),
        annualRatePercent: 10.5,
        tenureMonths: 60,
        monthsElapsed: 22,
        dueDay: 10,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
      {
        lenderId: 'punjab-national-bank',
        loanType: 'home_loan',
        principalPaise: lakh(28),
        annualRatePercent: 8.4,
        tenureMonths: 300,
        monthsElapsed: 47,
        dueDay: 1,
        missedInstalments: 0,
        ownership: 'JOINT',
      },
    ],
  },
  {
    panNumber: 'DHWPS8043Q',
    holderName: 'Imran Shaikh',
    mobile: '7045128896',
    scenario: 'failing-lender',
    creditScore: 726,
    failingLenderId: 'idfc-first-bank',
    loans: [
      {
        lenderId: 'federal-bank',
        loanType: 'home_loan',
        principalPaise: lakh(32),
        annualRatePercent: 8.9,
        tenureMonths: 240,
        monthsElapsed: 30,
        dueDay: 5,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
      {
        lenderId: 'idfc-first-bank',
        loanType: 'personal_loan',
        principalPaise: lakh(4),
        annualRatePercent: 12.5,
        tenureMonths: 48,
        monthsElapsed: 11,
        dueDay: 12,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
      {
        lenderId: 'tata-capital',
        loanType: 'auto_loan',
        principalPaise: lakh(7),
        annualRatePercent: 10.75,
        tenureMonths: 60,
        monthsElapsed: 18,
        dueDay: 20,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
    ],
  },
  {
    panNumber: 'EPLPI5072R',
    holderName: 'Ananya Iyer',
    mobile: '6352874019',
    scenario: 'no-history',
    creditScore: null,
    loans: [],
  },
  {
    // A home loan repaid 20 days ago whose property papers the bank still holds, a personal
    // loan repaid last year, and a car loan still running.
    panNumber: 'FJKPN7316D',
    holderName: 'Kavita Nair',
    mobile: '9123408857',
    scenario: 'closed-loans',
    creditScore: 802,
    loans: [
      {
        lenderId: 'hdfc-bank',
        loanType: 'home_loan',
        principalPaise: lakh(18),
        annualRatePercent: 8.6,
        tenureMonths: 120,
        closedDaysAgo: 20,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
      {
        lenderId: 'axis-bank',
        loanType: 'personal_loan',
        principalPaise: lakh(3),
        annualRatePercent: 12.5,
        tenureMonths: 36,
        closedDaysAgo: 400,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
      {
        lenderId: 'sbi',
        loanType: 'auto_loan',
        principalPaise: lakh(6.5),
        annualRatePercent: 9.2,
        tenureMonths: 60,
        monthsElapsed: 16,
        dueDay: 10,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
    ],
  },
  {
    // A personal loan repaid 50 days ago whose last payment ICICI Bank never reported: the
    // bureau still shows it overdue, ICICI Bank's statement shows it closed. A car loan agrees.
    panNumber: 'GLMPD5520H',
    holderName: 'Arjun Desai',
    mobile: '9870125463',
    scenario: 'bureau-mismatch',
    creditScore: 689,
    loans: [
      {
        lenderId: 'icici-bank',
        loanType: 'personal_loan',
        principalPaise: lakh(4),
        annualRatePercent: 11.5,
        tenureMonths: 24,
        closedDaysAgo: 50,
        bureauMissedLastPayment: true,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
      {
        lenderId: 'axis-bank',
        loanType: 'auto_loan',
        principalPaise: lakh(7.5),
        annualRatePercent: 9.4,
        tenureMonths: 60,
        monthsElapsed: 22,
        dueDay: 5,
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
    ],
  },
  {
    // A floating-rate home loan whose lender charged for a part-prepayment (RBI forbids it for
    // individuals) and a documentation charge its sanction letter never mentioned.
    panNumber: 'HPRPM6431K',
    holderName: 'Meera Menon',
    mobile: '9345016728',
    scenario: 'unexpected-charges',
    creditScore: 764,
    loans: [
      {
        lenderId: 'lic-housing-finance',
        loanType: 'home_loan',
        principalPaise: lakh(35),
        annualRatePercent: 8.55,
        tenureMonths: 240,
        monthsElapsed: 27,
        dueDay: 7,
        missedInstalments: 0,
        ownership: 'JOINT',
        chargesLevied: [
          {
            daysAgo: 120,
            kind: 'foreclosure_charge',
            description: 'Part-prepayment charge (2 % of ₹4,00,000) + GST',
            amountPaise: 9_440_00,
          },
          {
            daysAgo: 45,
            kind: 'documentation_charge',
            description: 'Documentation charges + GST',
            amountPaise: 1_770_00,
          },
        ],
      },
    ],
  },
];

const personasByPan = new Map(PERSONAS.map((persona) => [persona.panNumber, persona]));

export function findPersona(panNumber: string): Persona | undefined {
  return personasByPan.get(panNumber);
}
