CREATE TABLE "coal_invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"invoice_code" text,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"counterparty_kind" text NOT NULL,
	"counterparty_id" text NOT NULL,
	"counterparty_name" text NOT NULL,
	"supplier_id" text,
	"consumer_id" text,
	"carrier_id" text,
	"tax_rate" numeric(5, 2) NOT NULL,
	"amount_excl_tax" numeric(18, 2) NOT NULL,
	"tax" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"void_reason" text,
	"voided_by" text,
	"voided_time" timestamp with time zone,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_invoice_event" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"invoice_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"remark" text,
	"by_username" text NOT NULL,
	"by_realname" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "coal_invoice_event_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "coal_invoice_settlement" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"invoice_id" text NOT NULL,
	"settlement_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coal_money_bill" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"kind" text NOT NULL,
	"bill_no" text NOT NULL,
	"bill_date" date NOT NULL,
	"counterparty_kind" text NOT NULL,
	"counterparty_id" text NOT NULL,
	"counterparty_name" text NOT NULL,
	"supplier_id" text,
	"consumer_id" text,
	"carrier_id" text,
	"account_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rev" integer DEFAULT 1 NOT NULL,
	"reviewed_by" text,
	"reviewed_time" timestamp with time zone,
	"done_by" text,
	"done_time" timestamp with time zone,
	"void_reason" text,
	"voided_by" text,
	"voided_time" timestamp with time zone,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_money_bill_event" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"bill_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"remark" text,
	"by_username" text NOT NULL,
	"by_realname" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "coal_money_bill_event_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "coal_money_bill_settlement" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"bill_id" text NOT NULL,
	"settlement_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coal_money_flow" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"account_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"flow_date" date NOT NULL,
	"direction" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"counterparty_name" text,
	"bill_id" text,
	"bill_no" text,
	"summary" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coal_settlement" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"settlement_no" text NOT NULL,
	"contract_id" text NOT NULL,
	"contract_no" text NOT NULL,
	"contract_version" integer NOT NULL,
	"direction" text NOT NULL,
	"counterparty_id" text NOT NULL,
	"counterparty_name" text NOT NULL,
	"supplier_id" text,
	"consumer_id" text,
	"material_id" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"clauses" jsonb NOT NULL,
	"weighing_ids" jsonb NOT NULL,
	"weighing_count" integer NOT NULL,
	"weighed_t" numeric(14, 3) NOT NULL,
	"quantity_t" numeric(14, 3) NOT NULL,
	"quality" jsonb NOT NULL,
	"quality_trace" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"other_deductions" jsonb NOT NULL,
	"base_amount" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"amount_excl_tax" numeric(18, 2) NOT NULL,
	"invoiced_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"finance_reviewed_date" date,
	"rev" integer DEFAULT 1 NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"void_reason" text,
	"voided_by" text,
	"voided_time" timestamp with time zone,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_settlement_event" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"settlement_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"remark" text,
	"by_username" text NOT NULL,
	"by_realname" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "coal_settlement_event_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE INDEX "coal_invoice_tenant_create_idx" ON "coal_invoice" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_invoice_live_number_uq" ON "coal_invoice" USING btree ("tenant_id","invoice_number",coalesce(invoice_code, '')) WHERE status <> 'void';--> statement-breakpoint
CREATE INDEX "coal_invoice_counterparty_idx" ON "coal_invoice" USING btree ("tenant_id","counterparty_id");--> statement-breakpoint
CREATE INDEX "coal_invoice_event_invoice_idx" ON "coal_invoice_event" USING btree ("invoice_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_invoice_settlement_uq" ON "coal_invoice_settlement" USING btree ("invoice_id","settlement_id");--> statement-breakpoint
CREATE INDEX "coal_invoice_settlement_settlement_idx" ON "coal_invoice_settlement" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_money_bill_tenant_no_uq" ON "coal_money_bill" USING btree ("tenant_id","bill_no");--> statement-breakpoint
CREATE INDEX "coal_money_bill_tenant_kind_idx" ON "coal_money_bill" USING btree ("tenant_id","kind","create_time");--> statement-breakpoint
CREATE INDEX "coal_money_bill_counterparty_idx" ON "coal_money_bill" USING btree ("tenant_id","counterparty_id");--> statement-breakpoint
CREATE INDEX "coal_money_bill_event_bill_idx" ON "coal_money_bill_event" USING btree ("bill_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_money_bill_settlement_uq" ON "coal_money_bill_settlement" USING btree ("bill_id","settlement_id");--> statement-breakpoint
CREATE INDEX "coal_money_bill_settlement_settlement_idx" ON "coal_money_bill_settlement" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_money_flow_account_seq_uq" ON "coal_money_flow" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "coal_money_flow_tenant_date_idx" ON "coal_money_flow" USING btree ("tenant_id","flow_date");--> statement-breakpoint
CREATE INDEX "coal_money_flow_bill_idx" ON "coal_money_flow" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_settlement_tenant_no_uq" ON "coal_settlement" USING btree ("tenant_id","settlement_no");--> statement-breakpoint
CREATE INDEX "coal_settlement_tenant_create_idx" ON "coal_settlement" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "coal_settlement_contract_idx" ON "coal_settlement" USING btree ("contract_id","status");--> statement-breakpoint
CREATE INDEX "coal_settlement_counterparty_idx" ON "coal_settlement" USING btree ("tenant_id","counterparty_id","status");--> statement-breakpoint
CREATE INDEX "coal_settlement_event_settlement_idx" ON "coal_settlement_event" USING btree ("settlement_id","seq");