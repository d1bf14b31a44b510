CREATE TABLE "community_stake_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" varchar(42) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"log_index" integer NOT NULL,
	"tx_hash" varchar(66) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"account" varchar(42),
	"amount" numeric(78, 0) DEFAULT '0' NOT NULL,
	"release_start" bigint,
	"release_duration" bigint,
	"block_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pho_sink_flows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"log_index" integer NOT NULL,
	"tx_hash" varchar(66) NOT NULL,
	"sink" varchar(16) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"block_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pho_sink_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"log_index" integer NOT NULL,
	"tx_hash" varchar(66) NOT NULL,
	"liquidity" varchar(42) NOT NULL,
	"equity" varchar(42) NOT NULL,
	"burn" varchar(42) NOT NULL,
	"ecosystem" varchar(42) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "community_stake_events_event_idx" ON "community_stake_events" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "community_stake_events_account_idx" ON "community_stake_events" USING btree ("chain_id","contract","account");--> statement-breakpoint
CREATE INDEX "community_stake_events_block_idx" ON "community_stake_events" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pho_sink_flows_event_idx" ON "pho_sink_flows" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "pho_sink_flows_time_idx" ON "pho_sink_flows" USING btree ("chain_id","block_time");--> statement-breakpoint
CREATE UNIQUE INDEX "pho_sink_sets_event_idx" ON "pho_sink_sets" USING btree ("chain_id","tx_hash","log_index");