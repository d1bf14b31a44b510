-- Balances move to the ledger (0006); reward_wallets was never written by the app.
DROP TABLE "reward_wallets" CASCADE;--> statement-breakpoint
ALTER TABLE "coins" ADD COLUMN "coin_key" varchar(16);--> statement-breakpoint
UPDATE "coins" SET "coin_key" = "coin_en";--> statement-breakpoint
ALTER TABLE "coins" ALTER COLUMN "coin_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coins" ADD COLUMN "platform_key" varchar(16) DEFAULT 'ERC20' NOT NULL;--> statement-breakpoint
ALTER TABLE "coins" ADD COLUMN "on_chain" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coins" ADD COLUMN "fee_rate_ppm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coins" ADD COLUMN "withdraw_fee_ppm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coins" ADD CONSTRAINT "coins_coin_key_unique" UNIQUE("coin_key");--> statement-breakpoint
ALTER TABLE "coins" ADD CONSTRAINT "coins_fee_rate_ppm_check" CHECK ("coins"."fee_rate_ppm" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "coins" ADD CONSTRAINT "coins_withdraw_fee_ppm_check" CHECK ("coins"."withdraw_fee_ppm" between 0 and 1000000);--> statement-breakpoint
-- GDB and VGB live only in the ledger. Transfer fee 0.1% (1000 ppm), withdrawal fee 0: operator settings.
UPDATE "coins" SET "on_chain" = false, "platform_key" = 'LEDGER' WHERE "coin_key" IN ('GDB', 'VGB');--> statement-breakpoint
UPDATE "coins" SET "fee_rate_ppm" = 1000;