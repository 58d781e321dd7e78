CREATE TABLE "coal_quality_test" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"sample_no" text NOT NULL,
	"prep_no" text NOT NULL,
	"lab_no" text NOT NULL,
	"status" text DEFAULT 'entered' NOT NULL,
	"plan_id" text,
	"plan_no" text,
	"contract_id" text NOT NULL,
	"contract_no" text NOT NULL,
	"material_id" text,
	"consumer_id" text,
	"supplier_id" text,
	"weighing_count" integer NOT NULL,
	"sampled_at" timestamp with time zone,
	"lab" text,
	"mt" numeric(8, 2),
	"mad" numeric(8, 2),
	"aad" numeric(8, 2),
	"vad" numeric(8, 2),
	"stad" numeric(8, 2),
	"qgr_ad" numeric(8, 2),
	"qnet_ar_mj" numeric(8, 2),
	"hgi" integer,
	"g" integer,
	"ad" numeric(8, 2),
	"vdaf" numeric(8, 2),
	"std" numeric(8, 2),
	"star" numeric(8, 2),
	"fcad" numeric(8, 2),
	"qnet_ar_kcal" integer,
	"warnings" text,
	"entered_by" text,
	"reviewed_by" text,
	"reviewed_time" timestamp with time zone,
	"approved_by" text,
	"approved_time" timestamp with time zone,
	"void_reason" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coal_quality_test_weighing" (
	"test_id" text NOT NULL,
	"weighing_id" text NOT NULL,
	"tenant_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"added_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coal_quality_test_weighing_test_id_weighing_id_pk" PRIMARY KEY("test_id","weighing_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coal_quality_test_lab_no_uq" ON "coal_quality_test" USING btree ("lab_no");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_quality_test_tenant_sample_uq" ON "coal_quality_test" USING btree ("tenant_id","sample_no");--> statement-breakpoint
CREATE INDEX "coal_quality_test_tenant_create_idx" ON "coal_quality_test" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "coal_quality_test_contract_idx" ON "coal_quality_test" USING btree ("contract_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_quality_test_weighing_live_uq" ON "coal_quality_test_weighing" USING btree ("weighing_id") WHERE active;