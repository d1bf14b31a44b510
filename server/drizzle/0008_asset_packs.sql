-- Asset packs (issue 14 part 1): packages an operator offers and the packs users hold; money moves in the ledger.
CREATE TABLE "pledge_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant" varchar(8) NOT NULL,
	"pledge_amount" numeric(78, 0) NOT NULL,
	"static_rate_ppm" integer NOT NULL,
	"profit_rate_ppm" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pledge_configs_variant_check" CHECK ("pledge_configs"."variant" in ('gdt', 'vgt')),
	CONSTRAINT "pledge_configs_amount_check" CHECK ("pledge_configs"."pledge_amount" > 0),
	CONSTRAINT "pledge_configs_static_check" CHECK ("pledge_configs"."static_rate_ppm" > 0 and "pledge_configs"."static_rate_ppm" <= 1000000),
	CONSTRAINT "pledge_configs_profit_check" CHECK ("pledge_configs"."profit_rate_ppm" >= 1000000 and "pledge_configs"."profit_rate_ppm" <= 100000000)
);
--> statement-breakpoint
CREATE TABLE "pledge_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant" varchar(8) NOT NULL,
	"address" varchar(42) NOT NULL,
	"config_id" integer NOT NULL,
	"pledge_amount" numeric(78, 0) NOT NULL,
	"static_rate_ppm" integer NOT NULL,
	"out_amount" numeric(78, 0) NOT NULL,
	"rewarded" numeric(78, 0) DEFAULT '0' NOT NULL,
	"last_static" numeric(78, 0) DEFAULT '0' NOT NULL,
	"last_dynamic" numeric(78, 0) DEFAULT '0' NOT NULL,
	"last_paid_day" date,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledge_holds_variant_check" CHECK ("pledge_holds"."variant" in ('gdt', 'vgt')),
	CONSTRAINT "pledge_holds_status_check" CHECK ("pledge_holds"."status" in (0, 1)),
	CONSTRAINT "pledge_holds_rewarded_check" CHECK ("pledge_holds"."rewarded" >= 0 and "pledge_holds"."rewarded" <= "pledge_holds"."out_amount")
);
--> statement-breakpoint
CREATE INDEX "pledge_holds_address_idx" ON "pledge_holds" USING btree ("address","variant","id");--> statement-breakpoint
CREATE INDEX "pledge_holds_active_idx" ON "pledge_holds" USING btree ("variant","status","id");--> statement-breakpoint
-- Default packages (operator settings; `npm run admin -- pledge config`): 1% of the pledge a day, 1.5x output.
INSERT INTO "pledge_configs" ("variant", "pledge_amount", "static_rate_ppm", "profit_rate_ppm", "sort") VALUES
	('gdt', '100000000000000000000', 10000, 1500000, 1),
	('gdt', '500000000000000000000', 10000, 1500000, 2),
	('gdt', '1000000000000000000000', 12000, 1600000, 3),
	('gdt', '5000000000000000000000', 15000, 1800000, 4),
	('vgt', '100000000000000000000', 10000, 1500000, 1),
	('vgt', '500000000000000000000', 10000, 1500000, 2),
	('vgt', '1000000000000000000000', 12000, 1600000, 3),
	('vgt', '5000000000000000000000', 15000, 1800000, 4);
