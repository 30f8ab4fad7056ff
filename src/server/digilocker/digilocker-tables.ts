/** Row types of 0019_digilocker.sql. */
export interface DigiLockerAuthorisationsTable {
  state_digest: string;
  pan_digest: string;
  session_id: string;
  document_id: string;
  verifier_sealed: string;
  created_at: Date;
  expires_at: Date;
}

export interface DigiLockerLinksTable {
  pan_digest: string;
  token_sealed: string;
  expires_at: Date;
  created_at: Date;
}

export interface DigiLockerTables {
  digilocker_authorisations: DigiLockerAuthorisationsTable;
  digilocker_links: DigiLockerLinksTable;
}
