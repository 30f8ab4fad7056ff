-- A dispute the borrower raised about how their credit report shows a loan: with the credit
-- bureau, the lender or both, on the day they say. The RBI's clocks run from filed_on.
create table credit_disputes (
  id uuid primary key,
  pan_digest text not null,
  loan_id text not null,
  against_bureau boolean not null,
  against_lender boolean not null,
  -- YYYY-MM-DD, India time.
  filed_on text not null,
  recorded_at timestamptz not null,
  -- The day (India time) the credit report was found to agree with the lender again.
  resolved_on text,
  resolved_at timestamptz,
  check (against_bureau or against_lender)
);

-- One open dispute per loan: of two requests at once, one inserts and the other finds it.
create unique index credit_disputes_one_open on credit_disputes (pan_digest, loan_id)
  where resolved_at is null;
create index credit_disputes_borrower on credit_disputes (pan_digest);
