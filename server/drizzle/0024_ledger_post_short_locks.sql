-- ledger_post takes its accounts' row locks last (docs/decisions/0142-ledger-hot-accounts.md). Entries on the same
-- accounts run one after another: each waits for the previous one's row locks, held until its commit is flushed
-- to the WAL. Writing the postings before the balances (not after) keeps that window to the balance updates and
-- the commit. Same checks, same results, same single statement; only the order of the last two steps changed.
CREATE OR REPLACE FUNCTION ledger_post(p_key text, p_kind text, p_lines jsonb)
RETURNS TABLE (entry_id bigint, created boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
  v_kind text;
  v_ids bigint[];
  v_amounts numeric[];
  r record;
BEGIN
  INSERT INTO ledger_entries AS e (key, kind) VALUES (p_key, p_kind)
    ON CONFLICT (key) DO NOTHING RETURNING e.id INTO v_entry;
  IF v_entry IS NULL THEN
    SELECT e.id, e.kind INTO v_entry, v_kind FROM ledger_entries e WHERE e.key = p_key;
    IF v_kind <> p_kind THEN
      RAISE EXCEPTION 'ledger: key % was posted as %, not %', p_key, v_kind, p_kind;
    END IF;
    RETURN QUERY SELECT v_entry, false;
    RETURN;
  END IF;
  IF jsonb_typeof(p_lines) IS DISTINCT FROM 'array' OR jsonb_array_length(p_lines) < 2 THEN
    RAISE EXCEPTION 'ledger: entry % needs two lines or more', p_key;
  END IF;
  IF EXISTS (
    SELECT 1 FROM jsonb_to_recordset(p_lines) AS l(owner text, coin integer, bucket text, amount numeric)
    WHERE l.owner IS NULL OR l.coin IS NULL OR l.bucket IS NULL OR l.amount IS NULL
      OR l.amount = 0 OR l.amount <> trunc(l.amount)
  ) THEN
    RAISE EXCEPTION 'ledger: entry % has an empty, zero or fractional line', p_key;
  END IF;
  IF EXISTS (
    SELECT 1 FROM jsonb_to_recordset(p_lines) AS l(coin integer, amount numeric)
    GROUP BY l.coin HAVING sum(l.amount) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger: entry % does not sum to zero per coin', p_key;
  END IF;
  -- Each line's account, resolved once; accounts are created on first use and resolved again.
  FOR attempt IN 1..2 LOOP
    SELECT array_agg(a.id ORDER BY l.n), array_agg((l.line->>'amount')::numeric ORDER BY l.n)
      INTO v_ids, v_amounts
      FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS l(line, n)
      -- One index lookup per line (LIMIT 1 keeps the subquery from being flattened into a join the planner may
      -- hash over a sequential scan of every account, as it did once there were a few thousand).
      LEFT JOIN LATERAL (
        SELECT x.id FROM ledger_accounts x
         WHERE x.owner = l.line->>'owner' AND x.coin_id = (l.line->>'coin')::integer AND x.bucket = l.line->>'bucket'
         LIMIT 1
      ) a ON true;
    EXIT WHEN array_position(v_ids, NULL) IS NULL;
    IF attempt = 2 THEN
      -- A caller's repeatable-read snapshot cannot see an account another session made meanwhile.
      RAISE EXCEPTION 'ledger: entry % cannot see all its accounts; retry', p_key USING ERRCODE = '40001';
    END IF;
    INSERT INTO ledger_accounts (owner, coin_id, bucket)
      SELECT DISTINCT l.owner, l.coin, l.bucket
      FROM jsonb_to_recordset(p_lines) AS l(owner text, coin integer, bucket text)
      ORDER BY 1, 2, 3
      ON CONFLICT DO NOTHING;
  END LOOP;
  -- The postings before the balances: they lock nothing another entry needs, so the accounts' row locks, which
  -- other entries on the same accounts wait for, are taken last and held only for the updates and the commit.
  -- In line order, so a bill list sorted by posting id shows an entry's lines as the caller wrote them.
  INSERT INTO ledger_postings (entry_id, account_id, amount)
    SELECT v_entry, u.id, u.amount FROM unnest(v_ids, v_amounts) WITH ORDINALITY AS u(id, amount, n) ORDER BY u.n;
  -- One account at a time in id order: every entry takes its locks in the same order, so two never deadlock.
  -- An overdraft fails the balance CHECK here and the whole statement (entry, postings) rolls back.
  FOR r IN SELECT u.id, sum(u.amount) AS delta FROM unnest(v_ids, v_amounts) AS u(id, amount) GROUP BY u.id ORDER BY u.id
  LOOP
    UPDATE ledger_accounts SET balance = balance + r.delta WHERE id = r.id;
  END LOOP;
  RETURN QUERY SELECT v_entry, true;
END
$$;
