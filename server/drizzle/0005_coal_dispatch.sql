CREATE TABLE "coal_dispatch_event" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"plan_id" text NOT NULL,
	"pickup_order_id" text,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"remark" text,
	"by_username" text NOT NULL,
	"by_realname" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coal_dispatch_plan" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"plan_no" text NOT NULL,
	"contract_id" text NOT NULL,
	"contract_no" text NOT NULL,
	"direction" text NOT NULL,
	"load_date" date NOT NULL,
	"slot" text DEFAULT 'allDay' NOT NULL,
	"carrier_id" text NOT NULL,
	"consignee_id" text,
	"supplier_id" text,
	"consumer_id" text,
	"material_id" text NOT NULL,
	"yard_id" text NOT NULL,
	"planned_trucks" integer NOT NULL,
	"planned_t" numeric(14, 3) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"approved_by" text,
	"approved_time" timestamp with time zone,
	"closed_by" text,
	"closed_time" timestamp with time zone,
	"close_reason" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_pickup_order" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"order_no" text NOT NULL,
	"token" text NOT NULL,
	"plan_id" text NOT NULL,
	"plan_no" text NOT NULL,
	"contract_id" text NOT NULL,
	"contract_no" text NOT NULL,
	"car_id" text NOT NULL,
	"plate_no" text NOT NULL,
	"driver_id" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text,
	"carrier_id" text NOT NULL,
	"supplier_id" text,
	"consumer_id" text,
	"yard_id" text NOT NULL,
	"material_id" text NOT NULL,
	"load_date" date NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"void_reason" text,
	"voided_by" text,
	"voided_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "coal_dispatch_event_plan_idx" ON "coal_dispatch_event" USING btree ("plan_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_dispatch_plan_tenant_no_uq" ON "coal_dispatch_plan" USING btree ("tenant_id","plan_no");--> statement-breakpoint
CREATE INDEX "coal_dispatch_plan_contract_idx" ON "coal_dispatch_plan" USING btree ("contract_id","status");--> statement-breakpoint
CREATE INDEX "coal_dispatch_plan_tenant_date_idx" ON "coal_dispatch_plan" USING btree ("tenant_id","load_date");--> statement-breakpoint
CREATE INDEX "coal_dispatch_plan_tenant_create_idx" ON "coal_dispatch_plan" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "coal_dispatch_plan_carrier_idx" ON "coal_dispatch_plan" USING btree ("carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_pickup_order_tenant_no_uq" ON "coal_pickup_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_pickup_order_token_uq" ON "coal_pickup_order" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_pickup_order_valid_car_uq" ON "coal_pickup_order" USING btree ("car_id") WHERE status = 'valid';--> statement-breakpoint
CREATE INDEX "coal_pickup_order_plan_idx" ON "coal_pickup_order" USING btree ("plan_id","status");--> statement-breakpoint
CREATE INDEX "coal_pickup_order_expiry_idx" ON "coal_pickup_order" USING btree ("valid_to") WHERE status = 'valid';--> statement-breakpoint
CREATE INDEX "coal_pickup_order_tenant_create_idx" ON "coal_pickup_order" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "coal_pickup_order_carrier_idx" ON "coal_pickup_order" USING btree ("carrier_id");