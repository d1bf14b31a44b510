import { recoverTypedDataAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { permitTypedData } from './permit'
import { splitPermitSignature } from './permitSignature'

describe('permit', () => {
  it('builds the EIP-2612 typed data the owner signs, and splits the signature for the router', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const typed = permitTypedData({
      chainId: 31337,
      pair: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      name: 'PhoSwap LP',
      version: '1',
      owner: account.address,
      spender: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      value: 123n,
      nonce: 0n,
      deadline: 1_000n,
    })
    const signature = await account.signTypedData(typed)
    expect(await recoverTypedDataAddress({ ...typed, signature })).toBe(account.address)
    const { v, r, s } = splitPermitSignature(signature)
    expect([27, 28]).toContain(v)
    expect(`${r}${s.slice(2)}`).toBe(signature.slice(0, 130))
  })
})
