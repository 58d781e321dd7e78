CREATE TABLE "coal_queue_board" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"yard_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coal_queue_board_yard_uq" ON "coal_queue_board" USING btree ("yard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coal_queue_board_token_uq" ON "coal_queue_board" USING btree ("token_hash");
