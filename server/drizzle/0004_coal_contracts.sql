CREATE TABLE "coal_contract" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"contract_no" text NOT NULL,
	"direction" text NOT NULL,
	"mode" text NOT NULL,
	"counterparty_id" text NOT NULL,
	"counterparty_name" text NOT NULL,
	"supplier_id" text,
	"consumer_id" text,
	"material_id" text NOT NULL,
	"quantity_t" numeric(14, 3) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"base_qnet_ar_kcal" integer,
	"sign_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"delivery_place" text,
	"delivery_terms" text,
	"weighing_basis" text,
	"quality_basis" text,
	"settlement_cycle" text,
	"deposit" numeric(18, 2),
	"owner_id" text,
	"attachments" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"rev" integer DEFAULT 1 NOT NULL,
	"clauses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expiry_warned_days" integer,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_contract_event" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"contract_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"remark" text,
	"supplement_id" text,
	"version" integer NOT NULL,
	"by_username" text NOT NULL,
	"by_realname" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coal_contract_supplement" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"contract_id" text NOT NULL,
	"version" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'approving' NOT NULL,
	"changes" jsonb NOT NULL,
	"previous" jsonb,
	"decided_by" text,
	"decided_time" timestamp with time zone,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coal_contract_tenant_no_uq" ON "coal_contract" USING btree ("tenant_id","contract_no");--> statement-breakpoint
CREATE INDEX "coal_contract_tenant_status_idx" ON "coal_contract" USING btree ("tenant_id","status","end_date");--> statement-breakpoint
CREATE INDEX "coal_contract_tenant_create_idx" ON "coal_contract" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "coal_contract_event_contract_idx" ON "coal_contract_event" USING btree ("contract_id","time");--> statement-breakpoint
CREATE INDEX "coal_contract_supplement_contract_idx" ON "coal_contract_supplement" USING btree ("contract_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_contract_supplement_pending_uq" ON "coal_contract_supplement" USING btree ("contract_id") WHERE status = 'approving';