/**
 * Stable business codes of failed calls (the envelope's `code`). The first three digits are the HTTP status
 * of the class; the key is also the message key of the server's catalogue.
 */
export const ErrorCode = {
  invalid_request: 40000,
  siwe_malformed: 40001,
  invite_code_own: 40002,
  lp_tx_not_deposit: 40010,
  lp_tx_failed: 40011,
  mining_unavailable: 40012,
  insufficient_balance: 40020,
  withdraw_not_offered: 40021,
  withdraw_unavailable: 40022,
  nothing_to_release: 40023,
  transfer_amount_invalid: 40030,
  transfer_address_invalid: 40031,
  transfer_to_self: 40032,
  vote_unavailable: 40040,
  vote_nothing_earned: 40041,
  vote_tx_not_reward: 40042,
  airdrop_no_reward: 40050,
  airdrop_below_standard: 40051,
  hash_empty: 40080,
  hash_invalid: 40081,
  hash_not_router_swap: 40082,
  hash_chain_unavailable: 40083,
  not_signed_in: 40100,
  nonce_unknown: 40101,
  nonce_used: 40102,
  nonce_expired: 40103,
  domain_not_accepted: 40104,
  chain_not_supported: 40105,
  message_time_invalid: 40106,
  signature_invalid: 40107,
  address_mismatch: 40108,
  forbidden: 40300,
  lp_tx_other_user: 40310,
  not_found: 40400,
  invite_code_unknown: 40401,
  lp_tx_not_found: 40410,
  coin_unknown: 40430,
  pledge_config_unknown: 40440,
  vote_withdraw_unknown: 40450,
  vote_tx_not_found: 40451,
  hash_not_found: 40480,
  already_bound: 40900,
  invite_cycle: 40901,
  notice_language_exists: 40902,
  job_running: 40903,
  invite_code_taken: 40904,
  transfer_fee_changed: 40930,
  vote_tx_counted: 40940,
  airdrop_claimed_today: 40950,
  airdrop_pool_empty: 40951,
  gdt_pool_short: 40980,
  genesis_nothing_to_claim: 40981,
  too_many_requests: 42900,
  server_error: 50000,
  chain_unavailable: 50300,
  not_ready: 50301,
} as const

export type ErrorKey = keyof typeof ErrorCode

/** The HTTP status a business code travels with. */
export function httpStatusOf(code: number): number {
  return Math.floor(code / 100)
}
