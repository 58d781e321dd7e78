CREATE TABLE "coal_service_fee_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"name" text NOT NULL,
	"payer_kind" text NOT NULL,
	"payer_org" text,
	"payer_id" text,
	"payer_name" text,
	"basis" text NOT NULL,
	"rate" numeric(18, 4) NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"enabled" boolean DEFAULT true NOT NULL,
	"carrier_id" text,
	"consumer_id" text,
	"supplier_id" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_service_fee_bill" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"bill_no" text NOT NULL,
	"month" text NOT NULL,
	"payer_kind" text NOT NULL,
	"payer_org" text NOT NULL,
	"payer_id" text NOT NULL,
	"payer_name" text NOT NULL,
	"weighing_count" integer NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"confirmed_by" text,
	"confirmed_time" timestamp with time zone,
	"void_reason" text,
	"voided_by" text,
	"voided_time" timestamp with time zone,
	"carrier_id" text,
	"consumer_id" text,
	"supplier_id" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_service_fee_bill_line" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"bill_id" text NOT NULL,
	"seq" integer NOT NULL,
	"rule_id" text NOT NULL,
	"rule_name" text NOT NULL,
	"basis" text NOT NULL,
	"rate" numeric(18, 4) NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"weighing_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coal_service_fee_rule_tenant_idx" ON "coal_service_fee_rule" USING btree ("tenant_id","create_time");
--> statement-breakpoint
CREATE UNIQUE INDEX "coal_service_fee_bill_tenant_no_uq" ON "coal_service_fee_bill" USING btree ("tenant_id","bill_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "coal_service_fee_bill_live_uq" ON "coal_service_fee_bill" USING btree ("tenant_id","month","payer_org","payer_id") WHERE status <> 'void';
--> statement-breakpoint
CREATE INDEX "coal_service_fee_bill_tenant_month_idx" ON "coal_service_fee_bill" USING btree ("tenant_id","month");
--> statement-breakpoint
CREATE INDEX "coal_service_fee_bill_line_bill_idx" ON "coal_service_fee_bill_line" USING btree ("bill_id","seq");
--> statement-breakpoint
CREATE INDEX "coal_service_fee_bill_line_rule_idx" ON "coal_service_fee_bill_line" USING btree ("rule_id");
