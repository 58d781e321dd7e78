ALTER TABLE "sys_user" ADD COLUMN "pwd_change_reason" text;--> statement-breakpoint
-- Until now one flag said only that a new password was due. It was set as weak only for the first start's admin
-- (seeded by 'system' without ADMIN_INITIAL_PASSWORD); every other flagged password was given by an administrator
-- (a user added or imported, a password reset).
UPDATE "sys_user" SET "pwd_change_reason" = CASE WHEN "username" = 'admin' AND "create_by" = 'system' THEN 'weak' ELSE 'adminSet' END WHERE "pwd_weak";--> statement-breakpoint
ALTER TABLE "sys_user" DROP COLUMN "pwd_weak";
