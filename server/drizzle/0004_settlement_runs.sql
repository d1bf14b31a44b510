CREATE TABLE "settlement_runs" (
	"job" varchar(64) NOT NULL,
	"period" varchar(32) NOT NULL,
	"result" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_runs_job_period_pk" PRIMARY KEY("job","period")
);
