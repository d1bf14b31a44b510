import type { TransferOutBody } from './transfer'

/**
 * The params the wallet signs for the reward area's signed actions, built the same way by the web app and the
 * server. Apart from the API files: those build TypeBox schemas when loaded, and a screen that only needs these
 * would load TypeBox with them (about 11 KB gzip, issue 17). The API files re-export them.
 */

/** `POST /airdrop/reward/claim`: the offer the user saw. */
export function airdropClaimParams(rewardId: number) {
  return { reward_id: String(rewardId) }
}

/** A vote reward withdrawal. */
export function voteWithdrawParams(chainId: number) {
  return { chain_id: String(chainId) }
}

/** A transfer out of the reward wallet. */
export function transferOutParams(body: Pick<TransferOutBody, 'to_address' | 'coin_id' | 'amount' | 'fee'>) {
  return { to_address: body.to_address, coin_id: String(body.coin_id), amount: body.amount, fee: body.fee }
}

/** The signed parameters of a pledge (phrase Pledge Do, or VGT Pledge Do): `POST /pledge/do`. */
export function pledgeParams(configId: number): Record<string, string> {
  return { config_id: String(configId) }
}

/** `POST /gg/join`: the ticket joined. */
export function groupJoinParams(ticketId: number): Record<string, string> {
  return { ticket_id: String(ticketId) }
}

/** `POST /gg/exchange-gdb`: the number of coupons exchanged. */
export function groupExchangeParams(count: number): Record<string, string> {
  return { amount: String(count) }
}
