CREATE TABLE "coal_truck_freight_item" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"weighing_id" text NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "coal_weighing_daily_key_uq";--> statement-breakpoint
ALTER TABLE "coal_weighing_daily" ADD COLUMN "driver_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "coal_truck_freight_item_live_uq" ON "coal_truck_freight_item" USING btree ("weighing_id") WHERE live;--> statement-breakpoint
CREATE INDEX "coal_truck_freight_item_bill_idx" ON "coal_truck_freight_item" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "coal_weighing_tenant_gross_idx" ON "coal_weighing" USING btree ("tenant_id","gross_time");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_weighing_daily_key_uq" ON "coal_weighing_daily" USING btree ("tenant_id","day","direction","counterparty_id","material_id","carrier_id","car_id","driver_name");