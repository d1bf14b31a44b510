CREATE TABLE "banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"image" varchar(500) NOT NULL,
	"link" varchar(500) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"language" varchar(8) DEFAULT 'all' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coins" (
	"coin_id" integer PRIMARY KEY NOT NULL,
	"coin_en" varchar(16) NOT NULL,
	"logo" varchar(500) DEFAULT '' NOT NULL,
	"decimals" integer DEFAULT 18 NOT NULL,
	"chain_id" integer,
	"contract" varchar(42),
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coins_coin_en_unique" UNIQUE("coin_en")
);
--> statement-breakpoint
CREATE TABLE "indexed_blocks" (
	"chain_id" integer NOT NULL,
	"number" bigint NOT NULL,
	"hash" varchar(66) NOT NULL,
	CONSTRAINT "indexed_blocks_chain_id_number_pk" PRIMARY KEY("chain_id","number")
);
--> statement-breakpoint
CREATE TABLE "indexer_cursors" (
	"chain_id" integer NOT NULL,
	"set_key" varchar(80) NOT NULL,
	"last_block" bigint NOT NULL,
	"last_block_hash" varchar(66) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indexer_cursors_chain_id_set_key_pk" PRIMARY KEY("chain_id","set_key")
);
--> statement-breakpoint
CREATE TABLE "notice_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"language" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"author" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pair_syncs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"pair" varchar(42) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"log_index" integer NOT NULL,
	"tx_hash" varchar(66) NOT NULL,
	"reserve0" numeric(78, 0) NOT NULL,
	"reserve1" numeric(78, 0) NOT NULL,
	"block_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_wallets" (
	"address" varchar(42) NOT NULL,
	"coin_id" integer NOT NULL,
	"usable" numeric(78, 0) DEFAULT '0' NOT NULL,
	"frozen" numeric(78, 0) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_wallets_address_coin_id_pk" PRIMARY KEY("address","coin_id"),
	CONSTRAINT "reward_wallets_usable_check" CHECK ("reward_wallets"."usable" >= 0),
	CONSTRAINT "reward_wallets_frozen_check" CHECK ("reward_wallets"."frozen" >= 0)
);
--> statement-breakpoint
CREATE INDEX "banners_sort_idx" ON "banners" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_group_language_idx" ON "notices" USING btree ("group_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "pair_syncs_event_idx" ON "pair_syncs" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "pair_syncs_pair_time_idx" ON "pair_syncs" USING btree ("chain_id","pair","block_time","block_number","log_index");--> statement-breakpoint
CREATE INDEX "pair_syncs_block_idx" ON "pair_syncs" USING btree ("chain_id","block_number");