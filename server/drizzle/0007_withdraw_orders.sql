-- Withdrawal orders (issue 11 part 5): the id is the vault's orderId; money moves in the ledger.
CREATE TABLE "withdraw_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" varchar(42) NOT NULL,
	"chain_id" integer NOT NULL,
	"coin_id" integer NOT NULL,
	"token" varchar(42) NOT NULL,
	"vault" varchar(42) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"deadline" bigint NOT NULL,
	"signature" varchar(132) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"claim_tx_hash" varchar(66),
	"claim_block" bigint,
	"claim_block_hash" varchar(66),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_orders_status_check" CHECK ("withdraw_orders"."status" in (0, 1, 2)),
	CONSTRAINT "withdraw_orders_amount_check" CHECK ("withdraw_orders"."amount" > 0 and "withdraw_orders"."fee" >= 0)
);
--> statement-breakpoint
CREATE INDEX "withdraw_orders_address_idx" ON "withdraw_orders" USING btree ("address","id");--> statement-breakpoint
CREATE INDEX "withdraw_orders_pending_idx" ON "withdraw_orders" USING btree ("status","deadline");