-- Settlement at 100,000 users without the per-line work that grew with the books (docs/decisions, draft
-- settle-linear): ledger_post_batch_lines keeps every check and guarantee of 0025 (lines non-zero integers, balanced
-- per coin, accounts created on first use, locked in id order, the whole batch refused where posting one by one
-- would refuse an entry) and does less per line:
-- - a batch's distinct accounts are resolved once (a pool is on every line of its side: one lookup, not a thousand),
--   and accounts created now take their ids from the INSERT's RETURNING instead of a second lookup;
-- - the lock in id order reads the balances, and the overdraw check runs on those (no second read per line);
-- - an account whose lines net to zero in the batch is not rewritten.
-- ledger_accounts keeps half of each page free, so a balance update is a HOT update (no new index entries in the
-- primary key and the (owner, coin_id, bucket) index per payment) as long as its page has room; pages written before
-- this migration get the room as their rows are next rewritten.
-- pledge_holds likewise: asset-packs rewrites every active pack's row each day (rewarded, last_*; none indexed).
ALTER TABLE ledger_accounts SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE pledge_holds SET (fillfactor = 50);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post_batch_lines(
  l_entry bigint[], l_owner text[], l_coin integer[], l_bucket text[], l_amount numeric[]
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_bad text;
  d_owner text[];
  d_coin integer[];
  d_bucket text[];
  d_acc bigint[];
  l_acc bigint[];
  a_id bigint[];
  a_balance numeric[];
  a_owner text[];
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

  -- The batch's distinct accounts, each found once by the (owner, coin_id, bucket) index.
  SELECT array_agg(d.owner ORDER BY d.owner, d.coin, d.bucket), array_agg(d.coin ORDER BY d.owner, d.coin, d.bucket),
         array_agg(d.bucket ORDER BY d.owner, d.coin, d.bucket), array_agg(a.id ORDER BY d.owner, d.coin, d.bucket)
    INTO d_owner, d_coin, d_bucket, d_acc
    FROM (SELECT DISTINCT u.owner, u.coin, u.bucket FROM unnest(l_owner, l_coin, l_bucket) AS u(owner, coin, bucket)) d
    LEFT JOIN LATERAL (
      SELECT y.id FROM ledger_accounts y WHERE y.owner = d.owner AND y.coin_id = d.coin AND y.bucket = d.bucket LIMIT 1
    ) a ON true;
  -- Accounts used for the first time are created (in key order); their ids come back from the insert. One created
  -- meanwhile by another transaction (ON CONFLICT skipped it) is looked up again; still missing, the caller retries.
  IF array_position(d_acc, NULL) IS NOT NULL THEN
    WITH ins AS (
      INSERT INTO ledger_accounts AS y (owner, coin_id, bucket)
        SELECT d.owner, d.coin, d.bucket FROM unnest(d_owner, d_coin, d_bucket, d_acc) AS d(owner, coin, bucket, acc)
         WHERE d.acc IS NULL ORDER BY 1, 2, 3
        ON CONFLICT DO NOTHING
        RETURNING y.id, y.owner, y.coin_id, y.bucket
    )
    SELECT array_agg(coalesce(d.acc, ins.id) ORDER BY d.i) INTO d_acc
      FROM unnest(d_owner, d_coin, d_bucket, d_acc) WITH ORDINALITY AS d(owner, coin, bucket, acc, i)
      LEFT JOIN ins ON ins.owner = d.owner AND ins.coin_id = d.coin AND ins.bucket = d.bucket;
  END IF;
  IF array_position(d_acc, NULL) IS NOT NULL THEN
    SELECT array_agg(coalesce(d.acc, (
             SELECT y.id FROM ledger_accounts y WHERE y.owner = d.owner AND y.coin_id = d.coin AND y.bucket = d.bucket
           )) ORDER BY d.i)
      INTO d_acc
      FROM unnest(d_owner, d_coin, d_bucket, d_acc) WITH ORDINALITY AS d(owner, coin, bucket, acc, i);
    IF array_position(d_acc, NULL) IS NOT NULL THEN
      RAISE EXCEPTION 'ledger: a batch cannot see all its accounts; retry' USING ERRCODE = '40001';
    END IF;
  END IF;
  SELECT array_agg(d.acc ORDER BY u.i) INTO l_acc
    FROM unnest(l_owner, l_coin, l_bucket) WITH ORDINALITY AS u(owner, coin, bucket, i)
    JOIN unnest(d_owner, d_coin, d_bucket, d_acc) AS d(owner, coin, bucket, acc)
      ON d.owner = u.owner AND d.coin = u.coin AND d.bucket = u.bucket;

  -- Locked in id order (as ledger_post locks), reading the balances the check below starts from.
  SELECT array_agg(s.id ORDER BY s.id), array_agg(s.balance ORDER BY s.id), array_agg(s.owner ORDER BY s.id)
    INTO a_id, a_balance, a_owner
    FROM (SELECT a.id, a.balance, a.owner FROM ledger_accounts a WHERE a.id = ANY (d_acc) ORDER BY a.id FOR UPDATE) s;
  -- Posted one by one, an entry is refused when it would take an account below zero after the entries before
  -- it: the running balance per account, entry by entry (an entry's own lines net first, as ledger_post does).
  -- An aggregate, not LIMIT 1: with a LIMIT the planner may join the lines to the accounts by a nested loop.
  SELECT min(b.owner) INTO v_bad FROM (
    SELECT r.acc, min(r.moved) AS low FROM (
      SELECT u.acc, sum(u.amount) OVER (PARTITION BY u.acc ORDER BY u.entry) AS moved
        FROM unnest(l_acc, l_entry, l_amount) AS u(acc, entry, amount)
    ) r GROUP BY r.acc
  ) r JOIN unnest(a_id, a_balance, a_owner) AS b(id, balance, owner) ON b.id = r.acc
   WHERE b.balance + r.low < 0 AND b.owner NOT LIKE 'external:%';
  IF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'ledger: a batch would overdraw %', v_bad
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_accounts_balance_check', TABLE = 'ledger_accounts';
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance + d.delta
    FROM (SELECT u.acc, sum(u.amount) AS delta FROM unnest(l_acc, l_amount) AS u(acc, amount) GROUP BY u.acc) d
   WHERE a.id = d.acc AND d.delta <> 0;
  INSERT INTO ledger_postings (entry_id, account_id, amount)
    SELECT u.entry, u.acc, u.amount FROM unnest(l_entry, l_acc, l_amount) WITH ORDINALITY AS u(entry, acc, amount, i)
     ORDER BY u.i;
END
$$;
