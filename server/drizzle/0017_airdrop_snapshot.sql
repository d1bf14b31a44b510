CREATE TABLE "airdrop_snapshots" (
	"address" varchar(42) NOT NULL,
	"chain_id" integer NOT NULL,
	"coin_id" integer NOT NULL,
	"day" date NOT NULL,
	"block_number" bigint,
	"block_hash" varchar(66),
	"chain_amount" numeric(78, 0) NOT NULL,
	"wallet_amount" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airdrop_snapshots_amount_check" CHECK ("airdrop_snapshots"."chain_amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "airdrop_snapshots_key" ON "airdrop_snapshots" USING btree ("address","chain_id","coin_id","day");--> statement-breakpoint
CREATE INDEX "airdrop_snapshots_day_idx" ON "airdrop_snapshots" USING btree ("chain_id","day");