CREATE TABLE "sys_file" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"biz" text NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"ext" text NOT NULL,
	"size" bigint NOT NULL,
	"storage" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_file_path_uq" ON "sys_file" USING btree ("path");--> statement-breakpoint
CREATE INDEX "sys_file_tenant_time_idx" ON "sys_file" USING btree ("tenant_id","create_time");