import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { erc20TransferTx } from '../../chain/tx/txCalls'
import { claimTx } from './walletCalls'

const VAULT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('wallet calls', () => {
  it('claims a voucher on its vault with every field', () => {
    const call = claimTx({
      recipient: ME,
      token: TOKEN,
      amount: '5000000000000000000',
      order_id: '7',
      deadline: 1_900_000_000,
      signature: `0x${'ab'.repeat(65)}`,
      withdraw_contract: VAULT,
    })
    expect(call.to).toBe(VAULT)
    const decoded = decodeFunctionData({ abi: withdrawVaultAbi, data: call.data })
    expect(decoded.functionName).toBe('claim')
    expect(decoded.args).toEqual([ME, TOKEN, 5n * 10n ** 18n, 7n, 1_900_000_000n, `0x${'ab'.repeat(65)}`])
  })

  it('deposits with an ERC-20 transfer to the receiver', () => {
    const call = erc20TransferTx(TOKEN, VAULT, 3n)
    expect(call.to).toBe(TOKEN)
    expect(decodeFunctionData({ abi: erc20Abi, data: call.data })).toEqual({
      functionName: 'transfer',
      args: [VAULT, 3n],
    })
  })
})
