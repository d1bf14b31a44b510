/**
 * Value-moving actions that need a signature over a fresh server nonce, with the phrase the wallet shows.
 * The spec names Withdraw, Pledge Do, VGT Pledge Do, Transfer Out, GG Exchange GDB and GG Initiate; the
 * other phrases are ours (docs/decisions/0007-sign-in-and-signed-actions.md).
 */
export const ACTION_PHRASES = {
  bind: 'Bind Referrer',
  withdraw: 'Withdraw',
  transfer_out: 'Transfer Out',
  pledge: 'Pledge Do',
  vgb_pledge: 'VGT Pledge Do',
  gg_initiate: 'GG Initiate',
  gg_join: 'GG Join',
  gg_exchange: 'GG Exchange GDB',
  gg_buy_coupons: 'GG Buy Coupons',
  vg_initiate: 'VG Initiate',
  vg_join: 'VG Join',
  vg_exchange: 'VG Exchange VGB',
  vg_buy_coupons: 'VG Buy Coupons',
  airdrop_claim: 'Airdrop Claim',
  vote_withdraw: 'Vote Withdraw',
  business_withdraw: 'Business Withdraw',
  equity_claim: 'Equity Claim',
  genesis_claim: 'Genesis Claim',
  // Operator actions (issue 32): the dangerous settings changes an operator signs like a user's withdraw.
  op_coin_fee: 'Operator Coin Fee',
  op_config_set: 'Operator Setting',
  op_pack_add: 'Operator Pack Add',
  op_pack_set: 'Operator Pack Set',
} as const

export type Action = keyof typeof ACTION_PHRASES
export const ACTIONS = Object.keys(ACTION_PHRASES) as Action[]

/** The actions only an operator signs (their routes are under /v1/admin; a user's nonce for one is useless). */
export const OPERATOR_ACTIONS = ['op_coin_fee', 'op_config_set', 'op_pack_add', 'op_pack_set'] as const
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number]

/**
 * The settings whose change is dangerous (money moves by them every day): `config set` of these keys needs the
 * operator's signed action `op_config_set` (decision 0134).
 */
export const SIGNED_CONFIG_KEYS: readonly string[] = [
  'star_thresholds',
  'gdt_trade_rate_ppm',
  'gdt_share_rate_ppm',
  'gdt_mining_rate_ppm',
  'gdt_trade_daily_cap',
]
