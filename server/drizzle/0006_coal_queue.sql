CREATE TABLE "coal_queue_counter" (
	"yard_id" text NOT NULL,
	"business_day" date NOT NULL,
	"tenant_id" integer,
	"last_no" integer NOT NULL,
	CONSTRAINT "coal_queue_counter_yard_id_business_day_pk" PRIMARY KEY("yard_id","business_day")
);
--> statement-breakpoint
CREATE TABLE "coal_queue_ticket" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"yard_id" text NOT NULL,
	"business_day" date NOT NULL,
	"queue_no" integer NOT NULL,
	"pickup_order_id" text NOT NULL,
	"pickup_order_no" text NOT NULL,
	"plan_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"car_id" text NOT NULL,
	"plate_no" text NOT NULL,
	"driver_name" text,
	"carrier_id" text NOT NULL,
	"supplier_id" text,
	"consumer_id" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"check_in_time" timestamp with time zone NOT NULL,
	"called_time" timestamp with time zone,
	"called_by" text,
	"entered_time" timestamp with time zone,
	"skip_count" integer DEFAULT 0 NOT NULL,
	"void_reason" text,
	"voided_by" text,
	"voided_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coal_queue_ticket_yard_day_no_uq" ON "coal_queue_ticket" USING btree ("yard_id","business_day","queue_no");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_queue_ticket_open_car_uq" ON "coal_queue_ticket" USING btree ("car_id") WHERE status not in ('left', 'void');--> statement-breakpoint
CREATE UNIQUE INDEX "coal_queue_ticket_pickup_uq" ON "coal_queue_ticket" USING btree ("pickup_order_id");--> statement-breakpoint
CREATE INDEX "coal_queue_ticket_line_idx" ON "coal_queue_ticket" USING btree ("yard_id","status","business_day","queue_no");--> statement-breakpoint
CREATE INDEX "coal_queue_ticket_tenant_time_idx" ON "coal_queue_ticket" USING btree ("tenant_id","check_in_time");--> statement-breakpoint
CREATE INDEX "coal_queue_ticket_carrier_idx" ON "coal_queue_ticket" USING btree ("carrier_id");