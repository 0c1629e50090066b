CREATE TABLE "identity"."login_failures" (
	"login" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"checking_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_failures_last_failure_idx" ON "identity"."login_failures" USING btree ("last_failure");