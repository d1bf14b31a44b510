import type { WithdrawVoucherData } from '@phoswap/core/api/withdraw'
import type { Address, Hex } from 'viem'
import { encodeCallData } from '../../chain/abi/callData'
import { withdrawClaimAbi } from '../../chain/abi/generated/vaultAbis'
import type { TxCall } from '../../chain/tx/txCalls'

/** WithdrawVault.claim(recipient, token, amount, orderId, deadline, signature) with the server's voucher. */
export function claimTx(voucher: WithdrawVoucherData): TxCall {
  return {
    to: voucher.withdraw_contract as Address,
    data: encodeCallData({
      abi: withdrawClaimAbi,
      functionName: 'claim',
      args: [
        voucher.recipient as Address,
        voucher.token as Address,
        BigInt(voucher.amount),
        BigInt(voucher.order_id),
        BigInt(voucher.deadline),
        voucher.signature as Hex,
      ],
    }),
  }
}
