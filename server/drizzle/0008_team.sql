-- The team program (issue 12 part 2): per-user facts kept incrementally up the referral tree.
CREATE TABLE "team_facts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint,
	"own_tvl" numeric(78, 0) DEFAULT '0' NOT NULL,
	"valid" boolean DEFAULT false NOT NULL,
	"team_tvl" numeric(78, 0) DEFAULT '0' NOT NULL,
	"leg_tvl" numeric(78, 0) DEFAULT '0' NOT NULL,
	"max_zone" numeric(78, 0) DEFAULT '0' NOT NULL,
	"team_count" integer DEFAULT 0 NOT NULL,
	"team_valid" integer DEFAULT 0 NOT NULL,
	"valid_direct" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"tvl_block" bigint,
	"tvl_read_at" timestamp with time zone,
	"refresh_due" timestamp with time zone,
	CONSTRAINT "team_facts_nonneg" CHECK ("team_facts"."own_tvl" >= 0 and "team_facts"."team_tvl" >= 0 and "team_facts"."team_count" >= 0 and "team_facts"."team_valid" >= 0)
);
--> statement-breakpoint
CREATE INDEX "team_facts_parent_leg_idx" ON "team_facts" USING btree ("parent_id","leg_tvl");--> statement-breakpoint
CREATE INDEX "team_facts_refresh_due_idx" ON "team_facts" USING btree ("refresh_due");--> statement-breakpoint
-- Users bound before this migration get their rows; `npm run admin -- team rebuild` then fills the counts.
INSERT INTO "team_facts" ("user_id", "parent_id") SELECT "id", "parent_id" FROM "users" ON CONFLICT DO NOTHING;
