CREATE TABLE "coal_bill" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"bill_no" text NOT NULL,
	"weighing_id" text NOT NULL,
	"weigh_no" text NOT NULL,
	"pickup_order_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"contract_no" text NOT NULL,
	"shipper" text NOT NULL,
	"consignee_id" text,
	"plate_no" text NOT NULL,
	"driver_name" text,
	"material_id" text NOT NULL,
	"gross_kg" integer NOT NULL,
	"tare_kg" integer NOT NULL,
	"net_kg" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"qr_code" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"carrier_id" text NOT NULL,
	"supplier_id" text,
	"consumer_id" text,
	"received_by" text,
	"received_time" timestamp with time zone,
	"void_reason" text,
	"voided_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_weighing" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"weigh_no" text NOT NULL,
	"direction" text NOT NULL,
	"queue_id" text,
	"pickup_order_id" text NOT NULL,
	"pickup_order_no" text NOT NULL,
	"plan_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"contract_no" text NOT NULL,
	"car_id" text NOT NULL,
	"plate_no" text NOT NULL,
	"driver_name" text,
	"carrier_id" text NOT NULL,
	"supplier_id" text,
	"consumer_id" text,
	"consignee_id" text,
	"yard_id" text NOT NULL,
	"material_id" text NOT NULL,
	"tare_kg" integer,
	"tare_time" timestamp with time zone,
	"tare_scale_id" text,
	"tare_by" text,
	"tare_manual" boolean DEFAULT false NOT NULL,
	"gross_kg" integer,
	"gross_time" timestamp with time zone,
	"gross_scale_id" text,
	"gross_by" text,
	"gross_manual" boolean DEFAULT false NOT NULL,
	"net_kg" integer,
	"deduct_kg" integer DEFAULT 0 NOT NULL,
	"settle_kg" integer,
	"ticket_kg" integer,
	"profit_loss_kg" integer,
	"abnormal" boolean DEFAULT false NOT NULL,
	"abnormal_reason" text,
	"manual" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"settlement_id" text,
	"bill_id" text,
	"left_time" timestamp with time zone,
	"void_reason" text,
	"voided_by" text,
	"voided_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_weighing_deduction" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"weighing_id" text NOT NULL,
	"kind" text NOT NULL,
	"kg" integer NOT NULL,
	"remark" text,
	"by_username" text NOT NULL,
	"by_realname" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coal_weighing_event" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"weighing_id" text NOT NULL,
	"bill_id" text,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"remark" text,
	"by_username" text NOT NULL,
	"by_realname" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "coal_weighing_event_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coal_bill_tenant_no_uq" ON "coal_bill" USING btree ("tenant_id","bill_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "coal_bill_weighing_uq" ON "coal_bill" USING btree ("weighing_id");
--> statement-breakpoint
CREATE INDEX "coal_bill_tenant_issued_idx" ON "coal_bill" USING btree ("tenant_id","issued_at");
--> statement-breakpoint
CREATE INDEX "coal_bill_carrier_idx" ON "coal_bill" USING btree ("carrier_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "coal_weighing_tenant_no_uq" ON "coal_weighing" USING btree ("tenant_id","weigh_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "coal_weighing_live_order_uq" ON "coal_weighing" USING btree ("pickup_order_id") WHERE status not in ('void', 'reversed');
--> statement-breakpoint
CREATE INDEX "coal_weighing_contract_idx" ON "coal_weighing" USING btree ("contract_id","status");
--> statement-breakpoint
CREATE INDEX "coal_weighing_plan_idx" ON "coal_weighing" USING btree ("plan_id","status");
--> statement-breakpoint
CREATE INDEX "coal_weighing_tenant_create_idx" ON "coal_weighing" USING btree ("tenant_id","create_time");
--> statement-breakpoint
CREATE INDEX "coal_weighing_carrier_idx" ON "coal_weighing" USING btree ("carrier_id");
--> statement-breakpoint
CREATE INDEX "coal_weighing_deduction_weighing_idx" ON "coal_weighing_deduction" USING btree ("weighing_id");
--> statement-breakpoint
CREATE INDEX "coal_weighing_event_weighing_idx" ON "coal_weighing_event" USING btree ("weighing_id","seq");
