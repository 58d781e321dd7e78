CREATE TABLE "coal_scale_link" (
	"scale_id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"token_hash" text,
	"token_issued_at" timestamp with time zone,
	"token_issued_by" text,
	"last_seen_at" timestamp with time zone,
	"hold_ms" integer DEFAULT 2000 NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coal_scale_link_token_uq" ON "coal_scale_link" USING btree ("token_hash");
