-- A signed action whose work is one ledger entry, in one statement (docs/decisions/0152-signed-entry.md): the nonce's
-- verdict, the signature's (checked offline by the caller and passed as a flag, judged after the nonce as before),
-- the owner's debts, the posting and the nonce's use, in one round trip instead of six (begin, nonce lock, debts,
-- ledger_post, nonce use, commit). Same order of checks and answers as services/auth/signedAction.ts.

-- Locks the action's nonce row and judges it: null when the action may go on (issued to this address for this
-- action, unused, not expired, signature valid); else what to answer: a refusal's key, or the used row's request and
-- reply (the caller decides whether this request is the one that used it).
CREATE OR REPLACE FUNCTION signed_nonce_verdict(
  p_nonce text, p_address text, p_action text, p_now timestamptz, p_signature_ok boolean
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  n auth_nonces%ROWTYPE;
BEGIN
  SELECT * INTO n FROM auth_nonces WHERE nonce = p_nonce FOR UPDATE;
  IF NOT FOUND OR n.address <> p_address OR n.action IS DISTINCT FROM p_action THEN
    RETURN jsonb_build_object('refused', 'nonce_unknown');
  END IF;
  IF n.used_at IS NOT NULL THEN
    RETURN jsonb_build_object(
      'used', jsonb_build_object(
        'used_at', n.used_at, 'signature', n.signature, 'request_hash', n.request_hash, 'reply', n.reply));
  END IF;
  IF n.expires_at <= p_now THEN
    RETURN jsonb_build_object('refused', 'nonce_expired');
  END IF;
  IF p_signature_ok IS NOT TRUE THEN
    RETURN jsonb_build_object('refused', 'signature_invalid');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Uses the nonce locked by signed_nonce_verdict and keeps the request and its answer with it (replyCodec.ts's form:
-- {"value": answer}); the answer must hold no bigint or date, which the codec would tag.
CREATE OR REPLACE FUNCTION signed_nonce_use(
  p_nonce text, p_now timestamptz, p_signature text, p_request_hash text, p_answer jsonb
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_nonces
     SET used_at = p_now, signature = lower(p_signature), request_hash = p_request_hash,
         reply = jsonb_build_object('value', p_answer)::text
   WHERE nonce = p_nonce AND used_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'signed action: nonce % was used meanwhile', p_nonce;
  END IF;
END
$$;
--> statement-breakpoint

-- The whole action. Returns {"refused": key} or {"used": {...}} (nothing changed), {"debt": true} when the owner has
-- a debt (nothing changed: the caller runs the action's full path, which repays it first or refuses), or
-- {"answer": p_answer with the entry's id as entry_id}. An overdraft raises ledger_post's CHECK error, which rolls the
-- whole statement back: the nonce stays unused, as when a refusal aborts the action's transaction.
CREATE OR REPLACE FUNCTION signed_entry(
  p_nonce text, p_address text, p_action text, p_now timestamptz, p_signature text, p_request_hash text,
  p_signature_ok boolean, p_key text, p_kind text, p_lines jsonb, p_answer jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_verdict jsonb;
  v_entry bigint;
  v_answer jsonb;
BEGIN
  v_verdict := signed_nonce_verdict(p_nonce, p_address, p_action, p_now, p_signature_ok);
  IF v_verdict IS NOT NULL THEN
    RETURN v_verdict;
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.owner = p_address AND a.bucket = 'debt' AND a.balance < 0) THEN
    RETURN jsonb_build_object('debt', true);
  END IF;
  SELECT p.entry_id INTO v_entry FROM ledger_post(p_key, p_kind, p_lines) p;
  v_answer := p_answer || jsonb_build_object('entry_id', v_entry);
  PERFORM signed_nonce_use(p_nonce, p_now, p_signature, p_request_hash, v_answer);
  RETURN jsonb_build_object('answer', v_answer);
END
$$;
--> statement-breakpoint

-- An airdrop claim (programs/airdrop/airdrop.ts, claimAirdrop) in one statement. The caller read the offer before and
-- passes what it judged of it (p_refusal: airdrop_no_reward or airdrop_below_standard, or null), given after the nonce
-- and the signature as before; the offer must still be the latest when the statement runs. Then one claim per user
-- and UTC day (airdrop_claimed_today), the entry from the pool with its explanation (p_why: explanationRow's, checked
-- by the caller against the rule), the claim's entry and the nonce's use. A pool that cannot pay raises the balance
-- CHECK error: the whole statement, claim row included, rolls back.
CREATE OR REPLACE FUNCTION airdrop_claim_signed(
  p_nonce text, p_address text, p_action text, p_now timestamptz, p_signature text, p_request_hash text,
  p_signature_ok boolean, p_refusal text, p_offer_id integer, p_day date, p_coin_id integer, p_amount text,
  p_coin_en text, p_key text, p_lines jsonb, p_why jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_verdict jsonb;
  v_claim bigint;
  v_created_at timestamptz;
  v_entry bigint;
  v_new boolean;
  v_answer jsonb;
BEGIN
  v_verdict := signed_nonce_verdict(p_nonce, p_address, p_action, p_now, p_signature_ok);
  IF v_verdict IS NOT NULL THEN
    RETURN v_verdict;
  END IF;
  IF p_refusal IS NOT NULL THEN
    RETURN jsonb_build_object('refused', p_refusal);
  END IF;
  IF (SELECT max(r.id) FROM airdrop_rewards r) IS DISTINCT FROM p_offer_id THEN
    RETURN jsonb_build_object('refused', 'airdrop_no_reward');
  END IF;
  INSERT INTO airdrop_claims AS c (address, day, reward_id, coin_id, amount)
    VALUES (p_address, p_day, p_offer_id, p_coin_id, p_amount::numeric)
    ON CONFLICT DO NOTHING RETURNING c.id, c.created_at INTO v_claim, v_created_at;
  IF v_claim IS NULL THEN
    RETURN jsonb_build_object('refused', 'airdrop_claimed_today');
  END IF;
  SELECT p.entry_id, p.created INTO v_entry, v_new FROM ledger_post(p_key, 'airdrop', p_lines) p;
  IF v_new THEN
    INSERT INTO reward_explanations (entry_id, rule, rule_version, job, period, inputs, result)
      VALUES (v_entry, p_why->>'rule', (p_why->>'version')::integer, p_why->>'job', p_why->>'period',
              (p_why->>'inputs')::jsonb, (p_why->>'result')::jsonb);
  END IF;
  UPDATE airdrop_claims SET entry_id = v_entry WHERE id = v_claim;
  v_answer := jsonb_build_object(
    'id', v_claim, 'day', p_day::text, 'coin_en', p_coin_en, 'amount', p_amount,
    'created_at', to_char(v_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
  PERFORM signed_nonce_use(p_nonce, p_now, p_signature, p_request_hash, v_answer);
  RETURN jsonb_build_object('answer', v_answer);
END
$$;
