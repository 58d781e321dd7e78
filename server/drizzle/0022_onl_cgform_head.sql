CREATE TABLE "onl_cgform_head" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"table_txt" text NOT NULL,
	"table_name" text NOT NULL,
	"form_type" text DEFAULT '1' NOT NULL,
	"list_style" text DEFAULT 'normal' NOT NULL,
	"sub_tables" text,
	"foreign_key" text,
	"field_config" text NOT NULL,
	"copy_of" text,
	"copy_version" integer,
	"content" text,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "onl_cgform_head_tenant_code_uq" ON "onl_cgform_head" USING btree ("tenant_id","code");