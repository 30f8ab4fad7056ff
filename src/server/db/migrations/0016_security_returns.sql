-- A repaid loan's original documents back in the borrower's hands, as the borrower tells us when
-- the lender's record does not say: the closure tracker stops counting the delay on that day.
create table security_returns (
  pan_digest text not null,
  loan_id text not null,
  returned_on text not null,
  recorded_at timestamptz not null,
  primary key (pan_digest, loan_id)
);
