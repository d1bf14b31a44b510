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
--> statement-breakpoint
-- One change of a leg carried up the tree in one round trip (server/src/services/team/teamUpdates.ts says what it
-- does). Each ancestor: deltas added, valid direct on the first, lines when the leg below crosses p_line valid
-- addresses, and the large zone from its children's legs. Callers hold the tree lock.
CREATE OR REPLACE FUNCTION team_propagate(
  p_child bigint, p_tvl numeric, p_count integer, p_valid integer, p_direct integer, p_line integer
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_parent bigint;
  v_valid boolean;
  v_team_valid integer;
  v_after integer;
  v_before integer;
  v_direct integer := p_direct;
  v_steps integer := 0;
BEGIN
  IF p_tvl = 0 AND p_count = 0 AND p_valid = 0 AND p_direct = 0 THEN
    RETURN 0;
  END IF;
  SELECT t.parent_id, t.valid, t.team_valid INTO v_parent, v_valid, v_team_valid FROM team_facts t WHERE t.user_id = p_child;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'team_propagate: no team row for user %', p_child;
  END IF;
  v_after := (CASE WHEN v_valid THEN 1 ELSE 0 END) + v_team_valid;
  WHILE v_parent IS NOT NULL LOOP
    v_steps := v_steps + 1;
    IF v_steps > 100000 THEN
      RAISE EXCEPTION 'team_propagate: the referral tree has a loop';
    END IF;
    v_before := v_after - p_valid;
    UPDATE team_facts t SET
      team_tvl = t.team_tvl + p_tvl,
      leg_tvl = t.leg_tvl + p_tvl,
      team_count = t.team_count + p_count,
      team_valid = t.team_valid + p_valid,
      valid_direct = t.valid_direct + v_direct,
      lines = t.lines + (CASE WHEN v_after >= p_line THEN 1 ELSE 0 END) - (CASE WHEN v_before >= p_line THEN 1 ELSE 0 END),
      max_zone = (SELECT coalesce(max(c.leg_tvl), 0) FROM team_facts c WHERE c.parent_id = v_parent)
    WHERE t.user_id = v_parent
    RETURNING t.parent_id, t.valid, t.team_valid INTO v_parent, v_valid, v_team_valid;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'team_propagate: no team row for an ancestor';
    END IF;
    v_after := (CASE WHEN v_valid THEN 1 ELSE 0 END) + v_team_valid;
    v_direct := 0;
  END LOOP;
  RETURN v_steps;
END
$$;
