DROP INDEX "sys_role_code_uq";--> statement-breakpoint
DROP INDEX "sys_data_source_code_uq";--> statement-breakpoint
DROP INDEX "sys_position_code_uq";--> statement-breakpoint
DROP INDEX "onl_cgreport_head_code_uq";--> statement-breakpoint
ALTER TABLE "sys_announcement" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "sys_log" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "sys_data_source" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "sys_position" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "onl_cgreport_head" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_tenant_code_uq" ON "sys_role" USING btree ("tenant_id","role_code");--> statement-breakpoint
CREATE INDEX "sys_log_tenant_type_time_idx" ON "sys_log" USING btree ("tenant_id","log_type","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_data_source_tenant_code_uq" ON "sys_data_source" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_position_tenant_code_uq" ON "sys_position" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "onl_cgreport_head_tenant_code_uq" ON "onl_cgreport_head" USING btree ("tenant_id","code");--> statement-breakpoint
-- Rows written before tenants owned them belong to the first tenant, where they were made.
UPDATE "sys_announcement" SET "tenant_id" = 1 WHERE "tenant_id" IS NULL;--> statement-breakpoint
UPDATE "sys_log" SET "tenant_id" = 1 WHERE "tenant_id" IS NULL;--> statement-breakpoint
UPDATE "sys_data_source" SET "tenant_id" = 1 WHERE "tenant_id" IS NULL;--> statement-breakpoint
UPDATE "sys_position" SET "tenant_id" = 1 WHERE "tenant_id" IS NULL;--> statement-breakpoint
UPDATE "onl_cgreport_head" SET "tenant_id" = 1 WHERE "tenant_id" IS NULL;--> statement-breakpoint
UPDATE "sys_role" SET "tenant_id" = 1 WHERE "tenant_id" IS NULL;
