CREATE TABLE "liabilities_leaves" (
	"snapshot_id" bigint NOT NULL,
	"account" varchar(42) NOT NULL,
	"balance" numeric(78, 0) NOT NULL,
	"salt" varchar(66) NOT NULL,
	CONSTRAINT "liabilities_leaves_snapshot_id_account_pk" PRIMARY KEY("snapshot_id","account"),
	CONSTRAINT "liabilities_leaves_balance_check" CHECK ("liabilities_leaves"."balance" > 0)
);
--> statement-breakpoint
CREATE TABLE "liabilities_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"coin_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"last_entry_id" bigint NOT NULL,
	"root_hash" varchar(66) NOT NULL,
	"root_sum" numeric(78, 0) NOT NULL,
	"accounts" integer NOT NULL,
	"excluded_debts" integer DEFAULT 0 NOT NULL,
	"vault_balance" numeric(78, 0),
	"period" varchar(10),
	"publish_tx" varchar(66),
	"published_block" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "liabilities_snapshots_sum_check" CHECK ("liabilities_snapshots"."root_sum" >= 0)
);
--> statement-breakpoint
CREATE INDEX "liabilities_snapshots_latest_idx" ON "liabilities_snapshots" USING btree ("chain_id","coin_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "liabilities_snapshots_period_key" ON "liabilities_snapshots" USING btree ("chain_id","coin_id","period") WHERE "liabilities_snapshots"."period" is not null;