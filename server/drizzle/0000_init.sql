CREATE TABLE "sys_role" (
	"id" text PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"role_code" text NOT NULL,
	"description" text,
	"tenant_id" integer,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"begin_date" date,
	"end_date" date,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"realname" text NOT NULL,
	"password_hash" text NOT NULL,
	"pwd_weak" boolean DEFAULT false NOT NULL,
	"avatar" text,
	"birthday" date,
	"sex" smallint,
	"email" text,
	"phone" text,
	"org_code" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"work_no" text,
	"post" text,
	"rel_tenant_ids" text DEFAULT '' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_permission" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"url" text,
	"component" text,
	"component_name" text,
	"redirect" text,
	"menu_type" smallint DEFAULT 0 NOT NULL,
	"perms" text,
	"perms_type" text DEFAULT '1' NOT NULL,
	"sort_no" double precision DEFAULT 0 NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"icon" text,
	"is_route" boolean DEFAULT true NOT NULL,
	"is_leaf" boolean DEFAULT true NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"hide_tab" boolean DEFAULT false NOT NULL,
	"description" text,
	"status" text DEFAULT '1' NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"rule_flag" smallint DEFAULT 0 NOT NULL,
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_permission_data_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"permission_id" text NOT NULL,
	"rule_name" text NOT NULL,
	"rule_column" text NOT NULL,
	"rule_conditions" text NOT NULL,
	"rule_value" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"data_rule_ids" text,
	CONSTRAINT "sys_role_permission_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_depart" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"depart_name" text NOT NULL,
	"depart_name_en" text,
	"org_code" text NOT NULL,
	"org_category" text DEFAULT '2' NOT NULL,
	"org_type" text DEFAULT '2' NOT NULL,
	"depart_order" integer DEFAULT 0 NOT NULL,
	"description" text,
	"mobile" text,
	"address" text,
	"status" text DEFAULT '1' NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_depart_permission" (
	"depart_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"data_rule_ids" text,
	CONSTRAINT "sys_depart_permission_depart_id_permission_id_pk" PRIMARY KEY("depart_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role" (
	"id" text PRIMARY KEY NOT NULL,
	"depart_id" text NOT NULL,
	"role_name" text NOT NULL,
	"role_code" text NOT NULL,
	"description" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_permission" (
	"depart_id" text NOT NULL,
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"data_rule_ids" text,
	CONSTRAINT "sys_depart_role_permission_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_user" (
	"user_id" text NOT NULL,
	"drole_id" text NOT NULL,
	CONSTRAINT "sys_depart_role_user_user_id_drole_id_pk" PRIMARY KEY("user_id","drole_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user_depart" (
	"user_id" text NOT NULL,
	"dep_id" text NOT NULL,
	CONSTRAINT "sys_user_depart_user_id_dep_id_pk" PRIMARY KEY("user_id","dep_id")
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" text PRIMARY KEY NOT NULL,
	"dict_name" text NOT NULL,
	"dict_code" text NOT NULL,
	"description" text,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" text PRIMARY KEY NOT NULL,
	"dict_id" text NOT NULL,
	"item_text" text NOT NULL,
	"item_value" text NOT NULL,
	"description" text,
	"sort_order" double precision DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_announcement" (
	"id" text PRIMARY KEY NOT NULL,
	"titile" text NOT NULL,
	"msg_content" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"sender" text,
	"priority" text DEFAULT 'L' NOT NULL,
	"msg_category" text DEFAULT '1' NOT NULL,
	"msg_type" text DEFAULT 'ALL' NOT NULL,
	"send_status" text DEFAULT '0' NOT NULL,
	"send_time" timestamp with time zone,
	"cancel_time" timestamp with time zone,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"bus_type" text,
	"bus_id" text,
	"open_type" text,
	"open_page" text,
	"user_ids" text,
	"msg_abstract" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_announcement_send" (
	"id" text PRIMARY KEY NOT NULL,
	"annt_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_flag" smallint DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" text PRIMARY KEY NOT NULL,
	"log_type" smallint NOT NULL,
	"log_content" text,
	"operate_type" smallint,
	"userid" text,
	"username" text,
	"ip" text,
	"user_agent" text,
	"method" text,
	"request_url" text,
	"request_type" text,
	"cost_time" integer,
	"success" boolean,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_captcha" (
	"check_key" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_attempt" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sys_login_attempt_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" integer,
	"org_code" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "sys_category" (
	"id" text PRIMARY KEY NOT NULL,
	"pid" text DEFAULT '0' NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"has_child" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_data_log" (
	"id" text PRIMARY KEY NOT NULL,
	"data_table" text NOT NULL,
	"data_id" text NOT NULL,
	"data_content" text NOT NULL,
	"data_version" integer NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_check_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"rule_code" text NOT NULL,
	"rule_name" text NOT NULL,
	"rule_json" text NOT NULL,
	"rule_description" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_quartz_job" (
	"id" text PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"handler_key" text NOT NULL,
	"cron_expression" text NOT NULL,
	"parameter" text,
	"description" text,
	"status" smallint DEFAULT -1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_quartz_job_run" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"trigger" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"outcome" text NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "sys_data_source" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"database_name" text NOT NULL,
	"user_name" text NOT NULL,
	"password_enc" text,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_position" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"post_rank" text NOT NULL,
	"company_id" text,
	"depart_id" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onl_cgreport_head" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cgr_sql" text NOT NULL,
	"content" text,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onl_cgreport_item" (
	"id" text PRIMARY KEY NOT NULL,
	"cgrhead_id" text NOT NULL,
	"field_name" text NOT NULL,
	"field_txt" text NOT NULL,
	"dict_code" text,
	"field_width" integer,
	"is_order" smallint DEFAULT 0 NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"is_query" smallint DEFAULT 0 NOT NULL,
	"search_mode" text DEFAULT 'single' NOT NULL,
	"search_hidden" text DEFAULT '0' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onl_cgreport_param" (
	"id" text PRIMARY KEY NOT NULL,
	"cgrhead_id" text NOT NULL,
	"param_name" text NOT NULL,
	"param_txt" text NOT NULL,
	"param_value" text,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_fill_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"rule_name" text NOT NULL,
	"rule_code" text NOT NULL,
	"rule_parts" text NOT NULL,
	"description" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_fill_rule_counter" (
	"rule_code" text NOT NULL,
	"period" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "sys_fill_rule_counter_rule_code_period_pk" PRIMARY KEY("rule_code","period")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("role_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sys_permission_parent_idx" ON "sys_permission" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_permission_data_rule_perm_idx" ON "sys_permission_data_rule" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_depart_org_code_uq" ON "sys_depart" USING btree ("org_code");--> statement-breakpoint
CREATE INDEX "sys_depart_parent_idx" ON "sys_depart" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_depart_role_depart_idx" ON "sys_depart_role" USING btree ("depart_id");--> statement-breakpoint
CREATE INDEX "sys_user_depart_dep_idx" ON "sys_user_depart" USING btree ("dep_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_code_uq" ON "sys_dict" USING btree ("dict_code");--> statement-breakpoint
CREATE INDEX "sys_dict_item_dict_idx" ON "sys_dict_item" USING btree ("dict_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_value_uq" ON "sys_dict_item" USING btree ("dict_id","item_value");--> statement-breakpoint
CREATE INDEX "sys_announcement_status_idx" ON "sys_announcement" USING btree ("send_status","msg_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_announcement_send_uq" ON "sys_announcement_send" USING btree ("user_id","annt_id");--> statement-breakpoint
CREATE INDEX "sys_log_type_time_idx" ON "sys_log" USING btree ("log_type","create_time");--> statement-breakpoint
CREATE INDEX "sys_log_userid_idx" ON "sys_log" USING btree ("userid");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_category_code_uq" ON "sys_category" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sys_category_pid_idx" ON "sys_category" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_data_log_version_uq" ON "sys_data_log" USING btree ("data_table","data_id","data_version");--> statement-breakpoint
CREATE INDEX "sys_data_log_time_idx" ON "sys_data_log" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_check_rule_code_uq" ON "sys_check_rule" USING btree ("rule_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_quartz_job_name_uq" ON "sys_quartz_job" USING btree ("job_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_quartz_job_run_fire_uq" ON "sys_quartz_job_run" USING btree ("job_id","scheduled_at") WHERE "sys_quartz_job_run"."trigger" = 'schedule';--> statement-breakpoint
CREATE INDEX "sys_quartz_job_run_job_idx" ON "sys_quartz_job_run" USING btree ("job_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_data_source_code_uq" ON "sys_data_source" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_position_code_uq" ON "sys_position" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "onl_cgreport_head_code_uq" ON "onl_cgreport_head" USING btree ("code");--> statement-breakpoint
CREATE INDEX "onl_cgreport_item_head_idx" ON "onl_cgreport_item" USING btree ("cgrhead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onl_cgreport_item_field_uq" ON "onl_cgreport_item" USING btree ("cgrhead_id","field_name");--> statement-breakpoint
CREATE INDEX "onl_cgreport_param_head_idx" ON "onl_cgreport_param" USING btree ("cgrhead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onl_cgreport_param_name_uq" ON "onl_cgreport_param" USING btree ("cgrhead_id","param_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_fill_rule_code_uq" ON "sys_fill_rule" USING btree ("rule_code");