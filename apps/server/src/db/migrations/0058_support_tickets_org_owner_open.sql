-- The work queue counts an organization's open tickets whose owner is one of its admins (tallied but
-- not worked on): found by owner in this index, a few rows per admin, instead of reading every open
-- ticket of the organization once per admin.
CREATE INDEX IF NOT EXISTS "support_tickets_org_owner_open_idx" ON "support_tickets" USING btree ("organization_id", "user_id") WHERE "support_tickets"."status" in ('OPEN', 'IN_PROGRESS');
