CREATE TABLE "coal_account" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL,
	"account_type" text NOT NULL,
	"opening_balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_berth" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"port_id" text NOT NULL,
	"name" text NOT NULL,
	"tonnage_t" numeric(14, 3),
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_car" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"plate_no" text NOT NULL,
	"vehicle_type" text,
	"axles" smallint,
	"rated_load_kg" integer,
	"ref_tare_kg" integer,
	"max_gross_kg" integer DEFAULT 49000 NOT NULL,
	"emission" text,
	"transport_cert_no" text,
	"carrier_id" text,
	"driver_id" text,
	"rfid" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_carrier" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"credit_code" text,
	"contact" text,
	"phone" text,
	"address" text,
	"bank_name" text,
	"bank_account" text,
	"remark" text,
	"licence_no" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_consignee" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"consumer_id" text,
	"address" text,
	"contact" text,
	"phone" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_consumer" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"credit_code" text,
	"contact" text,
	"phone" text,
	"address" text,
	"bank_name" text,
	"bank_account" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_driver" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"id_number" text,
	"licence_no" text,
	"qualification_no" text,
	"carrier_id" text,
	"verified" boolean DEFAULT false NOT NULL,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_fence" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"shape" text DEFAULT 'circle' NOT NULL,
	"center_lng" numeric(10, 6),
	"center_lat" numeric(10, 6),
	"radius_m" integer DEFAULT 1000,
	"points" text,
	"place_kind" text,
	"place_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"alarm_enter" boolean DEFAULT false NOT NULL,
	"alarm_leave" boolean DEFAULT false NOT NULL,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_freight_yard" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"capacity_t" numeric(14, 3),
	"longitude" numeric(10, 6),
	"latitude" numeric(10, 6),
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_material" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"qnet_ar_min" integer,
	"qnet_ar_max" integer,
	"mt_max" numeric(8, 2),
	"ad_max" numeric(8, 2),
	"std_max" numeric(8, 2),
	"vdaf_min" numeric(8, 2),
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_petrol_station" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"longitude" numeric(10, 6),
	"latitude" numeric(10, 6),
	"partner" text,
	"fuel_price" numeric(18, 4),
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_platform" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"station" text,
	"capacity_t" numeric(14, 3),
	"longitude" numeric(10, 6),
	"latitude" numeric(10, 6),
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_port" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"longitude" numeric(10, 6),
	"latitude" numeric(10, 6),
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_scale" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"yard_id" text,
	"capacity_kg" integer DEFAULT 100000 NOT NULL,
	"division_kg" integer DEFAULT 20 NOT NULL,
	"verified_on" date,
	"device_no" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_stockpile" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"yard_id" text NOT NULL,
	"name" text NOT NULL,
	"capacity_t" numeric(14, 3),
	"stock_t" numeric(14, 3) DEFAULT '0' NOT NULL,
	"material_id" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_supplier" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"credit_code" text,
	"contact" text,
	"phone" text,
	"address" text,
	"bank_name" text,
	"bank_account" text,
	"remark" text,
	"mine" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "user_type" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "org_kind" text;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "org_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "coal_account_tenant_no_uq" ON "coal_account" USING btree ("tenant_id","account_no");--> statement-breakpoint
CREATE INDEX "coal_berth_port_idx" ON "coal_berth" USING btree ("port_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_car_tenant_plate_uq" ON "coal_car" USING btree ("tenant_id","plate_no");--> statement-breakpoint
CREATE INDEX "coal_car_carrier_idx" ON "coal_car" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "coal_car_driver_idx" ON "coal_car" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_carrier_tenant_name_uq" ON "coal_carrier" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_carrier_tenant_credit_uq" ON "coal_carrier" USING btree ("tenant_id","credit_code");--> statement-breakpoint
CREATE INDEX "coal_consignee_consumer_idx" ON "coal_consignee" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_consumer_tenant_name_uq" ON "coal_consumer" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_consumer_tenant_credit_uq" ON "coal_consumer" USING btree ("tenant_id","credit_code");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_driver_tenant_id_number_uq" ON "coal_driver" USING btree ("tenant_id","id_number");--> statement-breakpoint
CREATE INDEX "coal_driver_carrier_idx" ON "coal_driver" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "coal_fence_place_idx" ON "coal_fence" USING btree ("place_kind","place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_freight_yard_tenant_code_uq" ON "coal_freight_yard" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_material_tenant_code_uq" ON "coal_material" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_platform_tenant_code_uq" ON "coal_platform" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_port_tenant_code_uq" ON "coal_port" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_scale_tenant_code_uq" ON "coal_scale" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "coal_stockpile_yard_idx" ON "coal_stockpile" USING btree ("yard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_supplier_tenant_name_uq" ON "coal_supplier" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_supplier_tenant_credit_uq" ON "coal_supplier" USING btree ("tenant_id","credit_code");