import type { NonceData } from '@phoswap/core/api/auth'
import type { BindData } from '@phoswap/core/api/userCenter'
import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import type { Signer } from '../../chain/wallet/signer'
import { apiPost, apiPostEnvelope } from '../client'

/**
 * Binds the signed-in account to the inviter: a fresh action nonce, the bind text built by core (the server
 * rebuilds the same text), the wallet's signature. Returns the server's message for the toast.
 */
export async function bindReferrer(signer: Signer, inviteCode: string): Promise<string> {
  const { nonce } = await apiPost<NonceData>('/auth/action-nonce', { action: 'bind' })
  const message = buildActionMessage({
    action: 'bind',
    address: signer.address,
    chainId: signer.chainId,
    nonce,
    params: { invite_code: inviteCode },
  })
  const signature = await signer.sign(message)
  const result = await apiPostEnvelope<BindData>('/user-center/bind', { invite_code: inviteCode, signature, nonce })
  return result.msg
}
