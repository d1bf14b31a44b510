CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner" varchar(80) NOT NULL,
	"coin_id" integer NOT NULL,
	"bucket" varchar(16) NOT NULL,
	"balance" numeric(78, 0) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_coin_bucket_key" UNIQUE("owner","coin_id","bucket"),
	CONSTRAINT "ledger_accounts_owner_check" CHECK ("ledger_accounts"."owner" ~ '^0x[0-9a-f]{40}$' or "ledger_accounts"."owner" ~ '^[a-z][a-z0-9_.:-]{0,79}$'),
	CONSTRAINT "ledger_accounts_bucket_check" CHECK ("ledger_accounts"."bucket" in ('usable', 'frozen')),
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."balance" >= 0 or "ledger_accounts"."owner" like 'external:%')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(200) NOT NULL,
	"kind" varchar(48) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_key_unique" UNIQUE("key"),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" ~ '^[a-z][a-z0-9_]{0,47}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
-- One journal entry in one statement (one round trip): the entry, its postings and the cached balances.
-- p_lines: [{"owner": "0x..." | "name", "coin": 6, "bucket": "usable", "amount": "-5"}, ...]
-- A repeated key returns the first entry (created = false) and posts nothing; a different kind under the same
-- key is refused. Lines must be two or more, non-zero integers, and sum to zero per coin. Accounts are created
-- on first use. Balances change in account id order (no deadlock between two entries); the balance CHECK
-- refuses an overdraft (SQLSTATE 23514, constraint ledger_accounts_balance_check) and the whole entry rolls back.
CREATE FUNCTION ledger_post(p_key text, p_kind text, p_lines jsonb)
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
      LEFT JOIN ledger_accounts a
        ON a.owner = l.line->>'owner' AND a.coin_id = (l.line->>'coin')::integer AND a.bucket = l.line->>'bucket';
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
  FOR r IN SELECT u.id, sum(u.amount) AS delta FROM unnest(v_ids, v_amounts) AS u(id, amount) GROUP BY u.id ORDER BY u.id
  LOOP
    UPDATE ledger_accounts SET balance = balance + r.delta WHERE id = r.id;
  END LOOP;
  -- In line order, so a bill list sorted by posting id shows an entry's lines as the caller wrote them.
  INSERT INTO ledger_postings (entry_id, account_id, amount)
    SELECT v_entry, u.id, u.amount FROM unnest(v_ids, v_amounts) WITH ORDINALITY AS u(id, amount, n) ORDER BY u.n;
  RETURN QUERY SELECT v_entry, true;
END
$$;
