import type { CreditReport } from '../bureau/credit-report.js';
import { BUREAU_PATHS, creditReport, registeredMobilesAnswer } from './contracts/bureau.js';
import type { CreditBureau } from './providers.js';
import { PartyCallError, type SignedHttpClient } from './signed-http-client.js';

/** The credit bureau over its contract (docs/contracts/bureau.v1.yaml). */
export class HttpBureau implements CreditBureau {
  constructor(private readonly client: SignedHttpClient) {}

  async fetchReport(panNumber: string, asOf: string): Promise<CreditReport> {
    const report = await this.client.post(
      BUREAU_PATHS.creditReport,
      { panNumber, asOf },
      creditReport,
    );
    if (report.panNumber !== panNumber || report.asOf !== asOf) {
      throw new PartyCallError(
        'invalid-answer',
        false,
        this.client.endpoint.name,
        'answered a report for another PAN or date',
      );
    }
    return report;
  }

  async registeredMobiles(panNumber: string): Promise<string[]> {
    const answer = await this.client.post(
      BUREAU_PATHS.registeredMobiles,
      { panNumber },
      registeredMobilesAnswer,
    );
    return answer.mobiles;
  }
}
