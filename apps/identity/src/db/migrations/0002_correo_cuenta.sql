CREATE TABLE "identity"."email_actions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_actions_kind_check" CHECK (kind in ('reset', 'verify'))
);
--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "email_actions_user_idx" ON "identity"."email_actions" USING btree ("user_id","kind");--> statement-breakpoint
-- Accounts made before verification existed count as verified (decision 034).
UPDATE "identity"."users" SET "email_verified" = true;
