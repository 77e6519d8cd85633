CREATE TABLE "analytics_snapshots" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"figures" jsonb NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
