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
CREATE INDEX "star_cards_level_idx" ON "star_cards" USING btree ("level");--> statement-breakpoint
-- team_propagate in two statements instead of one UPDATE per ancestor (issue 12 part 5): the path is read by one
-- recursive query and every ancestor updated by one UPDATE ... FROM it. Each path row carries the child below the
-- ancestor on the path with its figures after the change, which give the ancestor's line count change and its large
-- zone: a grown leg can only raise it (greatest), a shrunk one is compared with the largest other child leg (one
-- index probe; the other children are not changed by the statement). A missing row or a loop on the path leaves
-- path rows without an update and raises. Same signature and result as 0010's function.
CREATE OR REPLACE FUNCTION team_propagate(
  p_child bigint, p_tvl numeric, p_count integer, p_valid integer, p_direct integer, p_line integer
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_steps integer;
  v_path integer;
BEGIN
  IF p_tvl = 0 AND p_count = 0 AND p_valid = 0 AND p_direct = 0 THEN
    RETURN 0;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM team_facts WHERE user_id = p_child) THEN
    RAISE EXCEPTION 'team_propagate: no team row for user %', p_child;
  END IF;
  WITH RECURSIVE path AS (
    SELECT t.parent_id AS id, 1 AS depth, t.user_id AS below_id,
      (CASE WHEN t.valid THEN 1 ELSE 0 END) + t.team_valid AS below_after, t.leg_tvl::numeric AS below_leg
    FROM team_facts t WHERE t.user_id = p_child
    UNION ALL
    SELECT a.parent_id, p.depth + 1, a.user_id,
      (CASE WHEN a.valid THEN 1 ELSE 0 END) + a.team_valid + p_valid, (a.leg_tvl + p_tvl)::numeric
    FROM path p JOIN team_facts a ON a.user_id = p.id
    WHERE p.depth < 100000
  ), updated AS (
    UPDATE team_facts t SET
      team_tvl = t.team_tvl + p_tvl,
      leg_tvl = t.leg_tvl + p_tvl,
      team_count = t.team_count + p_count,
      team_valid = t.team_valid + p_valid,
      valid_direct = t.valid_direct + (CASE WHEN path.depth = 1 THEN p_direct ELSE 0 END),
      lines = t.lines + (CASE WHEN path.below_after >= p_line THEN 1 ELSE 0 END)
        - (CASE WHEN path.below_after - p_valid >= p_line THEN 1 ELSE 0 END),
      max_zone = CASE WHEN p_tvl >= 0 THEN greatest(t.max_zone, path.below_leg)
        ELSE greatest(path.below_leg, coalesce((SELECT max(c.leg_tvl) FROM team_facts c
          WHERE c.parent_id = t.user_id AND c.user_id <> path.below_id), 0)) END
    FROM path WHERE t.user_id = path.id
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM updated), (SELECT count(*) FROM path WHERE path.id IS NOT NULL) INTO v_steps, v_path;
  IF v_steps <> v_path THEN
    RAISE EXCEPTION 'team_propagate: a missing ancestor row or a loop above user %', p_child;
  END IF;
  RETURN v_steps;
END
$$;
