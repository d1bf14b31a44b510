-- Many journal entries in one statement (docs/decisions/0144-settle-scale.md): what a settlement job pays a day's
-- users, a batch of up to a few thousand entries per round trip instead of one `ledger_post` each.
-- p_entries: [{"key": "...", "kind": "...", "lines": [{"owner", "coin", "bucket", "amount"}, ...]}, ...]
-- Every guarantee of ledger_post, per entry: a key posted before posts nothing (created = false, its entry id
-- returned; a different kind under it is refused); lines are two or more non-zero integers summing to zero per coin;
-- accounts are created on first use. Per batch: the accounts are locked in id order (no deadlock with ledger_post,
-- which updates in id order too), and if any non-external account would go below zero at any entry, taken in the
-- batch's order, the whole batch is refused with the balance CHECK's error (23514, ledger_accounts_balance_check),
-- exactly where posting the entries one by one would have refused the first one that overdraws.
-- Returns one row per input entry: its position (1-based), its entry id and whether it was posted now.
CREATE OR REPLACE FUNCTION ledger_post_batch(p_entries jsonb)
RETURNS TABLE (n integer, entry_id bigint, created boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_bad text;
  -- The entries posted now: key -> entry id (a jsonb object, so finding an entry's id is a lookup, not a join).
  v_new jsonb;
  l_entry bigint[];
  l_owner text[];
  l_coin integer[];
  l_bucket text[];
  l_amount numeric[];
  l_acc bigint[];
BEGIN
  IF jsonb_typeof(p_entries) IS DISTINCT FROM 'array' THEN
    RAISE EXCEPTION 'ledger: a batch is an array of entries';
  END IF;
  SELECT x.e->>'key' INTO v_bad FROM jsonb_array_elements(p_entries) AS x(e)
    GROUP BY x.e->>'key' HAVING count(*) > 1 OR x.e->>'key' IS NULL LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: key % is missing or twice in one batch', v_bad;
  END IF;

  -- The entries, in the batch's order (so their ids and their postings' ids keep it); known keys are skipped.
  WITH ins AS (
    INSERT INTO ledger_entries AS le (key, kind)
      SELECT x.e->>'key', x.e->>'kind' FROM jsonb_array_elements(p_entries) WITH ORDINALITY AS x(e, n) ORDER BY x.n
      ON CONFLICT (key) DO NOTHING
      RETURNING le.id, le.key
  )
  SELECT coalesce(jsonb_object_agg(ins.key, ins.id), '{}') INTO v_new FROM ins;

  SELECT x.e->>'key' INTO v_bad
    FROM jsonb_array_elements(p_entries) AS x(e)
    CROSS JOIN LATERAL (SELECT le.kind FROM ledger_entries le WHERE le.key = x.e->>'key') k
   WHERE NOT v_new ? (x.e->>'key') AND k.kind <> x.e->>'kind'
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: key % was posted as another kind', v_bad;
  END IF;

  IF v_new <> '{}' THEN
    SELECT x.e->>'key' INTO v_bad FROM jsonb_array_elements(p_entries) AS x(e)
     WHERE v_new ? (x.e->>'key')
       AND (jsonb_typeof(x.e->'lines') IS DISTINCT FROM 'array' OR jsonb_array_length(x.e->'lines') < 2)
     LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'ledger: entry % needs two lines or more', v_bad;
    END IF;
    -- The lines of the new entries, in entry then line order.
    SELECT array_agg((v_new->>(x.e->>'key'))::bigint ORDER BY x.n, l.m), array_agg(l.line->>'owner' ORDER BY x.n, l.m),
           array_agg((l.line->>'coin')::integer ORDER BY x.n, l.m), array_agg(l.line->>'bucket' ORDER BY x.n, l.m),
           array_agg((l.line->>'amount')::numeric ORDER BY x.n, l.m)
      INTO l_entry, l_owner, l_coin, l_bucket, l_amount
      FROM jsonb_array_elements(p_entries) WITH ORDINALITY AS x(e, n)
      CROSS JOIN LATERAL jsonb_array_elements(x.e->'lines') WITH ORDINALITY AS l(line, m)
     WHERE v_new ? (x.e->>'key');
    PERFORM ledger_post_batch_lines(l_entry, l_owner, l_coin, l_bucket, l_amount);
  END IF;

  RETURN QUERY SELECT x.n::integer, coalesce((v_new->>(x.e->>'key'))::bigint, k.id), v_new ? (x.e->>'key')
    FROM jsonb_array_elements(p_entries) WITH ORDINALITY AS x(e, n)
    LEFT JOIN LATERAL (
      SELECT le.id FROM ledger_entries le WHERE NOT v_new ? (x.e->>'key') AND le.key = x.e->>'key'
    ) k ON true
   ORDER BY x.n;
END
$$;
--> statement-breakpoint
-- The postings of a batch's new entries (their lines in order, entry ids known): checked, accounts resolved and
-- locked, balances moved, postings written. Called by ledger_post_batch only.
CREATE OR REPLACE FUNCTION ledger_post_batch_lines(
  l_entry bigint[], l_owner text[], l_coin integer[], l_bucket text[], l_amount numeric[]
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_bad text;
  l_acc bigint[];
BEGIN
  IF EXISTS (
    SELECT 1 FROM unnest(l_owner, l_coin, l_bucket, l_amount) AS u(owner, coin, bucket, amount)
    WHERE u.owner IS NULL OR u.coin IS NULL OR u.bucket IS NULL OR u.amount IS NULL
      OR u.amount = 0 OR u.amount <> trunc(u.amount)
  ) THEN
    RAISE EXCEPTION 'ledger: a batch has an empty, zero or fractional line';
  END IF;
  SELECT le.key INTO v_bad FROM (
    SELECT u.entry FROM unnest(l_entry, l_coin, l_amount) AS u(entry, coin, amount)
    GROUP BY u.entry, u.coin HAVING sum(u.amount) <> 0 LIMIT 1
  ) s JOIN ledger_entries le ON le.id = s.entry;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: entry % does not sum to zero per coin', v_bad;
  END IF;

  -- Each line's account by the (owner, coin_id, bucket) index (one lookup per line, as ledger_post does);
  -- accounts are created on first use and resolved again.
  FOR attempt IN 1..2 LOOP
    SELECT array_agg(a.id ORDER BY u.i) INTO l_acc
      FROM unnest(l_owner, l_coin, l_bucket) WITH ORDINALITY AS u(owner, coin, bucket, i)
      LEFT JOIN LATERAL (
        SELECT y.id FROM ledger_accounts y
         WHERE y.owner = u.owner AND y.coin_id = u.coin AND y.bucket = u.bucket
         LIMIT 1
      ) a ON true;
    EXIT WHEN array_position(l_acc, NULL) IS NULL;
    IF attempt = 2 THEN
      RAISE EXCEPTION 'ledger: a batch cannot see all its accounts; retry' USING ERRCODE = '40001';
    END IF;
    INSERT INTO ledger_accounts (owner, coin_id, bucket)
      SELECT DISTINCT u.owner, u.coin, u.bucket
        FROM unnest(l_owner, l_coin, l_bucket, l_acc) AS u(owner, coin, bucket, acc)
       WHERE u.acc IS NULL
       ORDER BY 1, 2, 3
      ON CONFLICT DO NOTHING;
  END LOOP;

  PERFORM 1 FROM ledger_accounts WHERE id = ANY (l_acc) ORDER BY id FOR UPDATE;
  -- Posted one by one, an entry is refused when it would take an account below zero after the entries before
  -- it: the running balance per account, entry by entry (an entry's own lines net first, as ledger_post does).
  SELECT a.owner INTO v_bad FROM (
    SELECT u.acc, sum(u.amount) OVER (PARTITION BY u.acc ORDER BY u.entry) AS moved
      FROM unnest(l_acc, l_entry, l_amount) AS u(acc, entry, amount)
  ) r JOIN ledger_accounts a ON a.id = r.acc
   WHERE a.balance + r.moved < 0 AND a.owner NOT LIKE 'external:%' LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: a batch would overdraw %', v_bad
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_accounts_balance_check', TABLE = 'ledger_accounts';
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance + d.delta
    FROM (SELECT u.acc, sum(u.amount) AS delta FROM unnest(l_acc, l_amount) AS u(acc, amount) GROUP BY u.acc) d
   WHERE a.id = d.acc;
  INSERT INTO ledger_postings (entry_id, account_id, amount)
    SELECT u.entry, u.acc, u.amount FROM unnest(l_entry, l_acc, l_amount) WITH ORDINALITY AS u(entry, acc, amount, i)
     ORDER BY u.i;
END
$$;
