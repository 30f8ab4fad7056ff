-- Keep trying for me, by SMS too: the borrower may ask, when they start it, for a text when it
-- ends (the documents came, or we stopped). Old rows and old clients: no text.
alter table batch_banks add column keep_trying_sms boolean not null default false;
-- The language the borrower asked in: the text's.
alter table batch_banks add column keep_trying_language text;

-- The text owed once the schedule has ended, sent at most once:
--   'due'     set by the very update that settles the schedule, so it is never lost in between;
--   'sending' claimed by one sweep (conditional update), the gateway being asked;
--   'sent'    the gateway took it;
--   'failed'  it certainly did not go (no mobile on record, refused, or its retries ran out);
--   'unknown' it may or may not have gone (the gateway did not answer, or the instance stopped
--             while sending): never sent again, as a second text is worse than asking why.
alter table batch_banks add column keep_trying_sms_state text;
-- When the state last changed (a claim left 'sending' for long was cut off mid-send).
alter table batch_banks add column keep_trying_sms_at timestamptz;
-- Sends that certainly did not go out (no connection, throttled), each retried at a later sweep.
alter table batch_banks add column keep_trying_sms_tries integer not null default 0;

create index batch_banks_keep_trying_sms on batch_banks (keep_trying_sms_at)
  where keep_trying_sms_state in ('due', 'sending');
