CREATE TABLE "sys_third_account" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"user_id" text NOT NULL,
	"third_type" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"display_name" text,
	"email" text,
	"last_login_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_third_login" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"third_type" text NOT NULL,
	"issuer" text,
	"subject" text,
	"display_name" text,
	"email" text,
	"code_verifier" text,
	"nonce" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_third_account_subject_uq" ON "sys_third_account" USING btree ("third_type","issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_third_account_user_uq" ON "sys_third_account" USING btree ("user_id","third_type","issuer");--> statement-breakpoint
CREATE INDEX "sys_third_account_tenant_idx" ON "sys_third_account" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_third_login_expires_idx" ON "sys_third_login" USING btree ("expires_at");