import type { Clock } from '../platform/clock.js';
import type { CreditBureau } from '../providers/providers.js';
import { generateCreditReport, sandboxMobile } from './credit-report-generator.js';

/** The bureau of the sandbox world: reports generated from the PAN (see credit-report-generator). */
export class SandboxBureau implements CreditBureau {
  constructor(private readonly clock: Clock) {}

  async fetchReport(panNumber: string, asOf: string) {
    return generateCreditReport(panNumber, asOf, this.clock.now().toISOString());
  }

  async registeredMobiles(panNumber: string) {
    return [sandboxMobile(panNumber)];
  }
}
