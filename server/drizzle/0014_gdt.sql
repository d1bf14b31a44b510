-- GDT reward sources (issue 13): swaps through our router and farm harvests (indexed, or found by a hash check)
-- and operator grants (white list, genesis cards). docs/decisions/0076-gdt-reward-sources.md.
CREATE TABLE "farm_harvests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"farm" varchar(42) NOT NULL,
	"pid" integer NOT NULL,
	"user" varchar(42) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"log_index" integer NOT NULL,
	"tx_hash" varchar(66) NOT NULL,
	"block_time" bigint NOT NULL,
	"settled_day" date,
	CONSTRAINT "farm_harvests_amount_check" CHECK ("farm_harvests"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"program" varchar(32) NOT NULL,
	"address" varchar(42) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_day" date,
	CONSTRAINT "reward_grants_amount_check" CHECK ("reward_grants"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "router_swaps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"pair" varchar(42) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"log_index" integer NOT NULL,
	"tx_hash" varchar(66) NOT NULL,
	"trader" varchar(42) NOT NULL,
	"usdt_volume" numeric(78, 0) NOT NULL,
	"block_time" bigint NOT NULL,
	"settled_day" date,
	CONSTRAINT "router_swaps_volume_check" CHECK ("router_swaps"."usdt_volume" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "farm_harvests_event_idx" ON "farm_harvests" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "farm_harvests_open_idx" ON "farm_harvests" USING btree ("settled_day","block_time");--> statement-breakpoint
CREATE INDEX "farm_harvests_block_idx" ON "farm_harvests" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grants_key_idx" ON "reward_grants" USING btree ("program","key");--> statement-breakpoint
CREATE INDEX "reward_grants_open_idx" ON "reward_grants" USING btree ("program","address","paid_day");--> statement-breakpoint
CREATE UNIQUE INDEX "router_swaps_event_idx" ON "router_swaps" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "router_swaps_open_idx" ON "router_swaps" USING btree ("settled_day","block_time");--> statement-breakpoint
CREATE INDEX "router_swaps_trader_idx" ON "router_swaps" USING btree ("trader","block_time");--> statement-breakpoint
CREATE INDEX "router_swaps_block_idx" ON "router_swaps" USING btree ("chain_id","block_number");