-- Covering indexes drizzle's schema cannot declare (no INCLUDE): the tables declare the same keys (gps/table.ts,
-- weighing/table.ts); a later migration that recreates one of these indexes must keep its INCLUDE.
-- A car's day of track (historicalGPSObj) read from the index alone: its points lie together in the index but one
-- to a heap page (points arrive in time order, all cars interleaved), so reading the heap cost ~1 100 page reads.
CREATE UNIQUE INDEX "coal_gps_point_track_cover_uq" ON "coal_gps_point" USING btree ("tenant_id","plate_no","time") INCLUDE ("lng","lat","speed");--> statement-breakpoint
DROP INDEX "coal_gps_point_track_uq";--> statement-breakpoint
ALTER INDEX "coal_gps_point_track_cover_uq" RENAME TO "coal_gps_point_track_uq";--> statement-breakpoint
-- The contracts' shipped tonnes (contract progress, 合同执行进度) summed from the index alone.
CREATE INDEX "coal_weighing_contract_cover_idx" ON "coal_weighing" USING btree ("contract_id","status") INCLUDE ("settle_kg");--> statement-breakpoint
DROP INDEX "coal_weighing_contract_idx";--> statement-breakpoint
ALTER INDEX "coal_weighing_contract_cover_idx" RENAME TO "coal_weighing_contract_idx";
