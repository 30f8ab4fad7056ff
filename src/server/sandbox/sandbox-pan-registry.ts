import type { PanRegistry } from '../providers/providers.js';
import { findPersona } from './personas.js';

/** Knows the personas' names; for any other PAN it has no record, so the name typed stands. */
export class SandboxPanRegistry implements PanRegistry {
  async findHolder(panNumber: string) {
    const persona = findPersona(panNumber);
    return persona ? { holderName: persona.holderName } : null;
  }
}
