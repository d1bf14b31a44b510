-- The equity pool and star cards (issue 12 parts 3 and 4): PHO arriving at the equity sink, and each user's card.
CREATE TABLE "equity_arrivals" (
	"chain_id" integer NOT NULL,
	"tx_hash" varchar(66) NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"settled_period" varchar(10),
	CONSTRAINT "equity_arrivals_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "equity_arrivals_amount_pos" CHECK ("equity_arrivals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "star_cards" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"qualified_at" timestamp with time zone,
	"gifted_level" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "star_cards_levels" CHECK ("star_cards"."level" between 0 and 5 and "star_cards"."gifted_level" between 0 and 5)
);
--> statement-breakpoint
CREATE INDEX "equity_arrivals_unsettled_idx" ON "equity_arrivals" USING btree ("block_time") WHERE "equity_arrivals"."settled_period" is null;--> statement-breakpoint
CREATE INDEX "star_cards_level_idx" ON "star_cards" USING btree ("level");