-- The truck's exit time on its queue ticket (queue/table.ts), so 排队时长 (reports/service.ts queueTimesReport) reads
-- the month's tickets alone instead of joining them to every completed weighing by queue_id (no index; 3.2 s on
-- 1 000 000 weighings). The weighing writes keep it (weighing/actions.ts: 出场 sets it, 作废/冲红 of the completed
-- weighing clears it).
ALTER TABLE "coal_queue_ticket" ADD COLUMN "left_time" timestamp with time zone;--> statement-breakpoint
-- Backfill: the exit time of each ticket's completed weighing, as the report read it before.
UPDATE "coal_queue_ticket" t SET "left_time" = w."left_time"
  FROM "coal_weighing" w
 WHERE w."queue_id" = t."id" AND w."status" = 'completed' AND w."left_time" IS NOT NULL;--> statement-breakpoint
-- The report's index read alone (drizzle cannot declare INCLUDE; queue/table.ts declares the same key): the month's
-- tickets by (tenant, check-in time) with the columns the report needs. A later migration that recreates this
-- index must keep its INCLUDE.
CREATE INDEX "coal_queue_ticket_tenant_time_cover_idx" ON "coal_queue_ticket" USING btree ("tenant_id","check_in_time") INCLUDE ("business_day","yard_id","entered_time","left_time");--> statement-breakpoint
DROP INDEX "coal_queue_ticket_tenant_time_idx";--> statement-breakpoint
ALTER INDEX "coal_queue_ticket_tenant_time_cover_idx" RENAME TO "coal_queue_ticket_tenant_time_idx";
