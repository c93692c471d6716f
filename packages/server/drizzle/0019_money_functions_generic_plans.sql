-- The money functions plan their statements once per connection, not once
-- per call. Left to choose, PostgreSQL kept re-planning two statements of
-- ledger_post on nearly every call (the `= ANY(account_ids)` lock and the
-- balances read: a generic plan's estimate for an array parameter looks
-- dearer than a custom plan's, though both are the same primary-key scan),
-- and the stake statement of stake_and_post likewise: tens of microseconds
-- of planning per payment. Every statement in them reads by primary or
-- unique key, or a small table, so the generic plan is the plan.
ALTER FUNCTION ledger_post(jsonb) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION stake_and_post(uuid, bigint, text, uuid, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, jsonb) SET plan_cache_mode = force_generic_plan;
