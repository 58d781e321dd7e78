CREATE TABLE "coal_rail_event" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"shipment_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"remark" text,
	"by_username" text NOT NULL,
	"by_realname" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "coal_rail_event_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "coal_rail_rate" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"valid_from" date NOT NULL,
	"base_rate" numeric(18, 4) NOT NULL,
	"running_rate" numeric(18, 6) NOT NULL,
	"electrified_rate" numeric(18, 6),
	"construction_fund_rate" numeric(18, 6),
	"surcharges" jsonb,
	"enabled" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_rail_shipment" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"shipment_no" text NOT NULL,
	"contract_id" text,
	"contract_no" text,
	"consumer_id" text,
	"supplier_id" text,
	"platform_id" text NOT NULL,
	"to_station" text NOT NULL,
	"train_no" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_wagons" integer NOT NULL,
	"approved_wagons" integer,
	"rate_id" text,
	"tariff_km" integer,
	"electrified_km" integer,
	"request_time" timestamp with time zone,
	"approved_time" timestamp with time zone,
	"loaded_time" timestamp with time zone,
	"depart_time" timestamp with time zone,
	"arrival_time" timestamp with time zone,
	"ticket_kg" integer,
	"arrival_kg" integer,
	"loss_kg" integer,
	"loss_permille" numeric(8, 2),
	"loss_allowance_permille" numeric(8, 2),
	"freight_amount" numeric(18, 2),
	"trace" jsonb,
	"rev" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_rail_wagon" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"shipment_id" text NOT NULL,
	"seq" integer NOT NULL,
	"wagon_no" text NOT NULL,
	"wagon_type" text,
	"marked_load_kg" integer,
	"ticket_kg" integer,
	"arrival_kg" integer,
	"charged_kg" integer,
	"freight_amount" numeric(18, 2)
);
--> statement-breakpoint
CREATE TABLE "coal_weighing_daily" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"direction" text NOT NULL,
	"counterparty_id" text NOT NULL,
	"material_id" text NOT NULL,
	"carrier_id" text NOT NULL,
	"car_id" text NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"net_kg" bigint DEFAULT 0 NOT NULL,
	"settle_kg" bigint DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_voyage" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"voyage_no" text NOT NULL,
	"contract_id" text,
	"contract_no" text,
	"consumer_id" text,
	"vessel_name" text NOT NULL,
	"vessel_dwt" integer,
	"port_id" text NOT NULL,
	"berth_id" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"planned_time" timestamp with time zone,
	"arrival_time" timestamp with time zone,
	"nor_time" timestamp with time zone,
	"berthing_time" timestamp with time zone,
	"load_start_time" timestamp with time zone,
	"load_end_time" timestamp with time zone,
	"departure_time" timestamp with time zone,
	"loaded_t" numeric(14, 3),
	"load_rate_t" numeric(14, 3),
	"freight_rate" numeric(18, 4),
	"freight_amount" numeric(18, 2),
	"demurrage_rate" numeric(18, 2),
	"despatch_rate" numeric(18, 2),
	"laytime_terms" jsonb,
	"exclusions" jsonb,
	"holidays" jsonb,
	"allowed_days" numeric(12, 4),
	"used_days" numeric(12, 4),
	"laytime_result" text,
	"demurrage_amount" numeric(18, 2),
	"despatch_amount" numeric(18, 2),
	"statement" jsonb,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "coal_rail_event_shipment_idx" ON "coal_rail_event" USING btree ("shipment_id","seq");--> statement-breakpoint
CREATE INDEX "coal_rail_rate_tenant_idx" ON "coal_rail_rate" USING btree ("tenant_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_rail_shipment_tenant_no_uq" ON "coal_rail_shipment" USING btree ("tenant_id","shipment_no");--> statement-breakpoint
CREATE INDEX "coal_rail_shipment_tenant_create_idx" ON "coal_rail_shipment" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_rail_wagon_shipment_no_uq" ON "coal_rail_wagon" USING btree ("shipment_id","wagon_no");--> statement-breakpoint
CREATE INDEX "coal_rail_wagon_shipment_idx" ON "coal_rail_wagon" USING btree ("shipment_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_weighing_daily_key_uq" ON "coal_weighing_daily" USING btree ("tenant_id","day","direction","counterparty_id","material_id","carrier_id","car_id");--> statement-breakpoint
CREATE INDEX "coal_weighing_daily_tenant_day_idx" ON "coal_weighing_daily" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_voyage_tenant_no_uq" ON "coal_voyage" USING btree ("tenant_id","voyage_no");--> statement-breakpoint
CREATE INDEX "coal_voyage_tenant_create_idx" ON "coal_voyage" USING btree ("tenant_id","create_time");