CREATE TABLE "lp_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" varchar(66) NOT NULL,
	"address" varchar(42) NOT NULL,
	"farm" varchar(42) NOT NULL,
	"pid" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "starcard_lp" (
	"chain_id" integer NOT NULL,
	"address" varchar(42) NOT NULL,
	"farm" varchar(42) NOT NULL,
	"pid" integer NOT NULL,
	"staked" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" varchar(66) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "starcard_lp_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lp_reports_tx_idx" ON "lp_reports" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE INDEX "lp_reports_address_idx" ON "lp_reports" USING btree ("address");