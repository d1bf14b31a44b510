CREATE TABLE "airdrop_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" varchar(42) NOT NULL,
	"day" date NOT NULL,
	"reward_id" integer NOT NULL,
	"coin_id" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airdrop_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"coin_id" integer,
	"amount" numeric(78, 0) NOT NULL,
	"hold_examine" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airdrop_rewards_amount_check" CHECK ("airdrop_rewards"."amount" >= 0 and "airdrop_rewards"."hold_examine" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vote_withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" varchar(42) NOT NULL,
	"chain_id" integer NOT NULL,
	"vote" varchar(42) NOT NULL,
	"earned" numeric(78, 0) NOT NULL,
	"requested_block" bigint NOT NULL,
	"signature" varchar(132) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tx_hash" varchar(66),
	"paid" numeric(78, 0),
	"block_number" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vote_withdrawals_status_check" CHECK ("vote_withdrawals"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "airdrop_claims_day_idx" ON "airdrop_claims" USING btree ("address","day");--> statement-breakpoint
CREATE INDEX "airdrop_claims_address_idx" ON "airdrop_claims" USING btree ("address","id");--> statement-breakpoint
CREATE INDEX "vote_withdrawals_address_idx" ON "vote_withdrawals" USING btree ("address","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_withdrawals_tx_idx" ON "vote_withdrawals" USING btree ("chain_id","tx_hash");