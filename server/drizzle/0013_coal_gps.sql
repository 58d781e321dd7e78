CREATE TABLE "coal_gps_alarm" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"plate_no" text NOT NULL,
	"car_id" text,
	"carrier_id" text,
	"fence_id" text NOT NULL,
	"fence_name" text NOT NULL,
	"kind" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coal_gps_fence_state" (
	"tenant_id" integer NOT NULL,
	"plate_no" text NOT NULL,
	"state" jsonb NOT NULL,
	"last_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coal_gps_gateway" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"name" text NOT NULL,
	"token_hash" text,
	"token_hint" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_seen_time" timestamp with time zone,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_gps_point" (
	"tenant_id" integer NOT NULL,
	"plate_no" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"speed" real,
	"car_id" text,
	"gateway_id" text,
	"received_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coal_gps_alarm_tenant_time_idx" ON "coal_gps_alarm" USING btree ("tenant_id","time");--> statement-breakpoint
CREATE INDEX "coal_gps_alarm_plate_idx" ON "coal_gps_alarm" USING btree ("tenant_id","plate_no","time");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_gps_fence_state_car_uq" ON "coal_gps_fence_state" USING btree ("tenant_id","plate_no");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_gps_gateway_token_uq" ON "coal_gps_gateway" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_gps_gateway_tenant_name_uq" ON "coal_gps_gateway" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_gps_point_track_uq" ON "coal_gps_point" USING btree ("tenant_id","plate_no","time");--> statement-breakpoint
CREATE INDEX "coal_gps_point_time_brin" ON "coal_gps_point" USING brin ("time");