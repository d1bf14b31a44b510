import type { BindData } from '@phoswap/core/api/userCenter'
import type { Signer } from '../../chain/wallet/signer'
import { signedAction } from './signedAction'

/** Binds the signed-in account to the inviter (a signed action). Returns the server's message for the toast. */
export async function bindReferrer(signer: Signer, inviteCode: string): Promise<string> {
  const result = await signedAction<BindData>(signer, {
    action: 'bind',
    path: '/user-center/bind',
    fields: { invite_code: inviteCode },
  })
  return result.msg
}
