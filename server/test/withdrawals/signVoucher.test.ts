import { type Hex, recoverTypedDataAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { withdrawOrders } from '../../src/db/schema'
import { signVoucher, voucherTypedData } from '../../src/services/withdrawals/orders'

type OrderRow = typeof withdrawOrders.$inferSelect

/** An order row with the fields a voucher signs; the rest as the database would hold them. */
function order(i: number, key: Hex): OrderRow {
  const someone = privateKeyToAccount(key).address.toLowerCase()
  return {
    id: 1 + i * 7919,
    address: someone,
    chainId: i % 2 ? 31337 : 56,
    coinId: 6,
    token: `0x${(i + 1).toString(16).padStart(40, 'a')}`,
    vault: `0x${(i + 2).toString(16).padStart(40, 'b')}`,
    amount: (10n ** 18n * BigInt(i + 1) + 12345n).toString(),
    fee: '0',
    deadline: 1_900_000_000 + i,
    signature: '0x',
  } as OrderRow
}

describe('signVoucher (libsecp256k1 in WebAssembly)', () => {
  it('gives the same bytes as viem’s signTypedData, and the vault signer recovers from them', async () => {
    for (let i = 0; i < 12; i++) {
      const key = generatePrivateKey()
      const row = order(i, generatePrivateKey())
      const typed = voucherTypedData(row)
      const ours = await signVoucher(key, row)
      expect(ours).toBe(await privateKeyToAccount(key).signTypedData(typed))
      expect(await recoverTypedDataAddress({ ...typed, signature: ours })).toBe(privateKeyToAccount(key).address)
    }
  })
})
