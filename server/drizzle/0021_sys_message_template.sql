CREATE TABLE "sys_message_template" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"template_code" text NOT NULL,
	"template_type" text NOT NULL,
	"template_name" text NOT NULL,
	"template_title" text,
	"template_content" text NOT NULL,
	"provider_template_id" text,
	"template_test_json" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_notify" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_message_template_code_uq" ON "sys_message_template" USING btree ("tenant_id","template_code","template_type");