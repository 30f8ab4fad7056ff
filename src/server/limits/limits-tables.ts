/** Row types of the tables limits/ writes (see db/migrations/0010_shared_rate_limits.sql). */

export interface RateLimitsTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}

export interface LimitsTables {
  rate_limits: RateLimitsTable;
}
