import { getAddress } from 'viem'
import type { ConfigSetBody } from '../api/admin'
import type { AirdropClaimBody } from '../api/airdrop'
import type { PledgeDoBody } from '../api/assetPack'
import type { GenesisClaimBody } from '../api/gdt'
import type { GroupExchangeBody, GroupInitiateBody, GroupJoinBody } from '../api/groups'
import type { CoinFeeBody } from '../api/ledger'
import type { AdminPackAddBody, AdminPackSetBody } from '../api/packAdmin'
import type { EquityClaimBody } from '../api/team'
import type { TransferOutBody } from '../api/transfer'
import type { BindBody } from '../api/userCenter'
import type { VoteWithdrawBody } from '../api/vote'
import type { CustomWithdrawBody, WithdrawBody } from '../api/withdraw'
import { buildActionMessage } from './actionMessage'
import type { Action } from './actions'

// Type-only imports: the route schemas stay out of a screen that signs (TypeBox is about 11 KB gzip, issue 17).

/** The two fields every signed request carries besides its action's own. */
type Proof = 'signature' | 'nonce'
type FieldsOf<Body> = Omit<Body, Proof>
/**
 * An operator action's fields: its admin route's body without the proof, plus the optional audit `note` (every
 * mutating admin route takes one; for a signed change it is signed too, so the log's note is the operator's own).
 */
type OperatorFieldsOf<Body> = FieldsOf<Body> & { note?: string }

/**
 * Each signed action's fields: its route's body (the TypeBox schema in core/api) without the signature and the nonce.
 * The wallet signs exactly these fields and the request carries exactly these fields, so a field added to a route's
 * schema is in the web app's type, in the server's body and in the signed text at once (docs/decisions/0130-signed-actions.md).
 */
export interface ActionFieldMap {
  bind: FieldsOf<BindBody>
  withdraw: FieldsOf<WithdrawBody>
  business_withdraw: FieldsOf<CustomWithdrawBody>
  transfer_out: FieldsOf<TransferOutBody>
  pledge: FieldsOf<PledgeDoBody>
  vgb_pledge: FieldsOf<PledgeDoBody>
  gg_initiate: FieldsOf<GroupInitiateBody>
  gg_join: FieldsOf<GroupJoinBody>
  gg_exchange: FieldsOf<GroupExchangeBody>
  gg_buy_coupons: FieldsOf<GroupExchangeBody>
  vg_initiate: FieldsOf<GroupInitiateBody>
  vg_join: FieldsOf<GroupJoinBody>
  vg_exchange: FieldsOf<GroupExchangeBody>
  vg_buy_coupons: FieldsOf<GroupExchangeBody>
  airdrop_claim: FieldsOf<AirdropClaimBody>
  vote_withdraw: FieldsOf<VoteWithdrawBody>
  equity_claim: FieldsOf<EquityClaimBody>
  genesis_claim: FieldsOf<GenesisClaimBody>
  op_coin_fee: OperatorFieldsOf<CoinFeeBody>
  op_config_set: OperatorFieldsOf<ConfigSetBody>
  op_pack_add: OperatorFieldsOf<AdminPackAddBody>
  op_pack_set: OperatorFieldsOf<AdminPackSetBody>
}

/** Compiles only while every action of ACTION_PHRASES has its fields here, and nothing else is here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const everyActionHasFields: Same<keyof ActionFieldMap, Action> = true
void everyActionHasFields

export type ActionFields<A extends Action> = ActionFieldMap[A]
/** The request body of a signed action: its fields, the signature and the action nonce. */
export type ActionBody<A extends Action> = ActionFields<A> & { signature: string; nonce: string }

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const PROOF: ReadonlySet<string> = new Set<Proof>(['signature', 'nonce'])

/**
 * The params of the signed text, from the request's fields: every field but the signature and the nonce, written as
 * text (`31337`, not a number: JSON keeps the body's types, the text has none); an address written checksummed
 * (EIP-55), as the message's Address line is. The server passes the body it received, the web app the fields it
 * sends: the same object on both sides, so neither side can sign or check a field the other does not send.
 */
export function actionParams<A extends Action>(_action: A, fields: ActionFields<A>): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (PROOF.has(name) || value === undefined) continue
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new Error(`actionParams: ${name} is not a single value`)
    }
    const text = String(value)
    params[name] = ADDRESS.test(text) ? getAddress(text.toLowerCase()) : text
  }
  return params
}

export interface SignedActionInput<A extends Action> {
  action: A
  /** The request's fields (or its whole body: the signature and the nonce in it are left out). */
  fields: ActionFields<A>
  address: string
  chainId: number
  nonce: string
}

/** The exact text the wallet signs for an action (phrase, params, address, chain, nonce): one builder for both sides. */
export function signedActionMessage<A extends Action>({ action, fields, ...rest }: SignedActionInput<A>): string {
  return buildActionMessage({ action, params: actionParams(action, fields), ...rest })
}

/** Who signs an action: the signed-in address, the session's chain, and a personal_sign of the text. */
export interface ActionSigner {
  address: string
  chainId: number
  sign: (message: string) => Promise<string>
}

/**
 * A signed action's request body, as the server checks it: a fresh action nonce (`requestNonce`: the caller's
 * `POST /v1/auth/action-nonce { action }`), core's text of the fields for the signer's address and chain, signed;
 * the fields then travel with the signature and the nonce. The admin CLI and the tests sign with it.
 */
export async function signActionBody<A extends Action>(
  signer: ActionSigner,
  action: A,
  fields: ActionFields<A>,
  requestNonce: (action: A) => Promise<string>,
): Promise<ActionBody<A>> {
  const nonce = await requestNonce(action)
  const message = signedActionMessage({ action, fields, address: signer.address, chainId: signer.chainId, nonce })
  return { ...fields, signature: await signer.sign(message), nonce }
}
