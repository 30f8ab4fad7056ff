-- A code anyone knowing a PAN can ask for (sign-in, bureau consent) belongs to the client that
-- asked: its resend wait, replacement and hourly cap are that client's own, so a stranger can
-- neither spend nor replace the borrower's. Null for codes only a signed-in borrower can ask for.
alter table otp_challenges add column client_digest text;
-- Whose code it is, so deleting a borrower's data ends their codes too. Null on older rows.
alter table otp_challenges add column pan_digest text;
create index otp_challenges_client on otp_challenges (purpose, subject, client_digest, created_at);
create index otp_challenges_pan_digest on otp_challenges (pan_digest);

-- Why a consent stopped: withdrawn by the borrower, or revoked when they deleted their data.
alter table consents add column revoked_reason text;
