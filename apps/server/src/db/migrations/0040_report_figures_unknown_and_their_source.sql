ALTER TABLE "credit_reports" ALTER COLUMN "utilization_bp" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_reports" ALTER COLUMN "account_age_months" DROP NOT NULL;--> statement-breakpoint
-- Where each figure came from. 'manual' meant two things: a specialist's statement (a report an admin
-- recorded, audited as credit_report.created, or the first report made with a new client, audited as
-- client.created) and a person's own entry from a report they pulled. They are told apart here.
UPDATE "credit_reports" c SET "source" = 'specialist'
WHERE c."source" = 'manual' AND EXISTS (
  SELECT 1 FROM "audit_log" a
  WHERE a."action" = 'credit_report.created' AND a."target_type" = 'credit_report' AND a."target_id" = c."id"::text
);
--> statement-breakpoint
-- A new client's first report carried a utilization of 30% and an account age of 36 months nobody had
-- entered or read: they become unknown. The starting score was the specialist's and stays, marked so.
UPDATE "credit_reports" c SET "source" = 'specialist', "utilization_bp" = NULL, "account_age_months" = NULL
WHERE c."source" = 'manual'
  AND c."id" = (SELECT min(f."id") FROM "credit_reports" f WHERE f."user_id" = c."user_id")
  AND EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."action" = 'client.created' AND a."target_type" = 'user' AND a."target_id" = c."user_id"::text
  );
--> statement-breakpoint
UPDATE "credit_reports" SET "source" = 'self' WHERE "source" = 'manual';
--> statement-breakpoint
-- An uploaded report's reading gives the score only; its utilization and account age were carried
-- from the report before it, or assumed (30%, 36 months) when there was none. Only figures an earlier
-- reading had are kept.
UPDATE "credit_reports" c SET "utilization_bp" = NULL, "account_age_months" = NULL
WHERE c."source" = 'upload' AND NOT EXISTS (
  SELECT 1 FROM "credit_reports" p
  WHERE p."user_id" = c."user_id" AND p."source" IN ('self', 'bureau', 'seed')
    AND (p."last_updated", p."id") < (c."last_updated", c."id")
    AND p."utilization_bp" IS NOT DISTINCT FROM c."utilization_bp"
    AND p."account_age_months" IS NOT DISTINCT FROM c."account_age_months"
);
--> statement-breakpoint
-- Each history point takes its report's source (both were written together, at the same instant).
UPDATE "score_history" h SET "source" = c."source"
FROM "credit_reports" c
WHERE h."source" = 'manual' AND c."user_id" = h."user_id" AND c."last_updated" = h."recorded_at"
  AND c."credit_score" = h."score";
--> statement-breakpoint
UPDATE "score_history" SET "source" = 'self' WHERE "source" = 'manual';
