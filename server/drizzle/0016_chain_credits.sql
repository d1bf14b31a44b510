CREATE TABLE "chain_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"source" varchar(40) NOT NULL,
	"tx_hash" varchar(66) NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"entry_key" varchar(200) NOT NULL,
	"reversal_key" varchar(200),
	"debt" numeric(78, 0) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "chain_credits_entry_key_unique" UNIQUE("entry_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_bucket_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_check";--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD COLUMN "refund_key" varchar(200);--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD COLUMN "refunds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_credits_live_key" ON "chain_credits" USING btree ("chain_id","source","tx_hash","log_index") WHERE "chain_credits"."reversal_key" is null;--> statement-breakpoint
CREATE INDEX "chain_credits_block_idx" ON "chain_credits" USING btree ("chain_id","source","block_number");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_debt_check" CHECK ("ledger_accounts"."bucket" <> 'debt' or "ledger_accounts"."balance" <= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_bucket_check" CHECK ("ledger_accounts"."bucket" in ('usable', 'frozen', 'debt'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."balance" >= 0 or "ledger_accounts"."owner" like 'external:%' or "ledger_accounts"."bucket" = 'debt');