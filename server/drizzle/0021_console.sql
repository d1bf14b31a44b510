CREATE TABLE "admin_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator" varchar(42) NOT NULL,
	"action" varchar(64) NOT NULL,
	"target" varchar(200) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" varchar(500),
	"signed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"chain_id" integer,
	"coin_id" integer,
	"subject" varchar(80),
	"dedup_key" varchar(200) NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen" integer DEFAULT 1 NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" varchar(42)
);
--> statement-breakpoint
CREATE TABLE "job_run_entries" (
	"run_id" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	CONSTRAINT "job_run_entries_run_id_entry_id_pk" PRIMARY KEY("run_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" varchar(64) NOT NULL,
	"period" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"trigger" varchar(42) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "ledger_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"ok" boolean NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_action_idx" ON "admin_audit" USING btree ("action","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_key" ON "alerts" USING btree ("dedup_key") WHERE "alerts"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "job_runs_period_idx" ON "job_runs" USING btree ("period","id");--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job","period");