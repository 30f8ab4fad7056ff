import { holderAnswer, PAN_REGISTRY_PATHS } from './contracts/pan-registry.js';
import type { PanRegistry } from './providers.js';
import type { SignedHttpClient } from './signed-http-client.js';

/** The PAN registry over its contract (docs/contracts/pan-registry.v1.yaml). */
export class HttpPanRegistry implements PanRegistry {
  constructor(private readonly client: SignedHttpClient) {}

  async findHolder(panNumber: string): Promise<{ holderName: string } | null> {
    const answer = await this.client.post(PAN_REGISTRY_PATHS.holder, { panNumber }, holderAnswer);
    return answer.holderName === null ? null : { holderName: answer.holderName };
  }
}
