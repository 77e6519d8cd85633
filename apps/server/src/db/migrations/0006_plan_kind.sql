ALTER TABLE "subscription_plans" ADD COLUMN "kind" varchar(20);--> statement-breakpoint
-- Back-fill as billing decided until now: the plans with consumer contract terms (Pro, Elite) are
-- consumer plans; every other plan (White Label) was billed as a business plan.
UPDATE "subscription_plans" SET "kind" = CASE WHEN "name" IN ('Pro Plan', 'Elite Plan') THEN 'consumer' ELSE 'professional' END;--> statement-breakpoint
ALTER TABLE "subscription_plans" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_kind_check" CHECK ("subscription_plans"."kind" in ('consumer', 'professional'));
