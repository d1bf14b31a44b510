/**
 * Value-moving actions that need a signature over a fresh server nonce, with the phrase the wallet shows.
 * The spec names Withdraw, Pledge Do, VGT Pledge Do, Transfer Out, GG Exchange GDB and GG Initiate; the
 * other phrases are ours (docs/decisions.md).
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
  vg_initiate: 'VG Initiate',
  vg_join: 'VG Join',
  vg_exchange: 'VG Exchange VGB',
  airdrop_claim: 'Airdrop Claim',
  vote_withdraw: 'Vote Withdraw',
  business_withdraw: 'Business Withdraw',
  equity_claim: 'Equity Claim',
  genesis_claim: 'Genesis Claim',
} as const

export type Action = keyof typeof ACTION_PHRASES
export const ACTIONS = Object.keys(ACTION_PHRASES) as Action[]
