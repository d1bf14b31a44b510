import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { type WithdrawVoucher, withdrawVoucherTypedData } from '@phoswap/core/vault/withdrawVoucher'
import { type Address, getAddress, type Hex, maxUint256, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { labelledAccount } from '../lib/accounts'
import { useChain } from './setup/anvil'
import { balanceOf, transfer } from './setup/pairs'
import { seededRandom } from './setup/random'

const chain = useChain()
const signer = labelledAccount('test:vault-signer')
const users = [1, 2, 3, 4]
const who = (user: number) => chain.wallet(user).account.address

interface Order {
  voucher: WithdrawVoucher
  signature: Hex
  recipient: number
  expired: boolean
}

describe('WithdrawVault over a random sequence of claims, replays and forgeries', () => {
  it('never pays an order twice, and pays out exactly the sum of the orders paid', async () => {
    const random = seededRandom(20261125)
    const chainId = await chain.publicClient.getChainId()
    const tokens = [
      getAddress(await chain.deploy('TestToken', ['Reward A', 'RWA', 18, parseEther('10000000')])),
      getAddress(await chain.deploy('TestToken', ['Reward B', 'RWB', 18, parseEther('10000000')])),
    ]
    const vault = getAddress(await chain.deploy('WithdrawVault', [who(0), signer.address]))
    for (const token of tokens) await transfer(chain, 0, token, vault, parseEther('10000000'))

    // order ids: mostly sequential (one bitmap slot), some far apart, one at the top of the range
    const now = (await chain.publicClient.getBlock()).timestamp
    const ids = [
      ...Array.from({ length: 30 }, (_, i) => 1000n + BigInt(i)),
      ...Array.from({ length: 8 }, () => random.amount(2n ** 200n)),
      maxUint256,
    ]
    const orders: Order[] = []
    for (const orderId of [...new Set(ids)]) {
      const recipient = random.pick(users)
      const expired = random.next() < 0.15
      const voucher: WithdrawVoucher = {
        recipient: who(recipient),
        token: random.pick(tokens),
        amount: random.amount(parseEther('5000')),
        orderId,
        deadline: expired ? now - 1n : now + 86_400n,
      }
      const signature = await signer.signTypedData(withdrawVoucherTypedData({ chainId, vault }, voucher))
      orders.push({ voucher, signature, recipient, expired })
    }

    const before = new Map<string, bigint>()
    const key = (token: Address, owner: Address) => `${token}:${owner}`
    for (const token of tokens) {
      for (const owner of [vault, ...users.map(who)])
        before.set(key(token, owner), await balanceOf(chain, token, owner))
    }
    const paid = new Set<bigint>()

    /** Sends a claim with a fixed gas limit, so a refused claim is mined and reverts instead of failing estimation. */
    const send = (from: number, v: WithdrawVoucher, signature: Hex) =>
      chain.wallet(from).writeContract({
        address: vault,
        abi: withdrawVaultAbi,
        functionName: 'claim',
        args: [v.recipient, v.token, v.amount, v.orderId, v.deadline, signature],
        gas: 200_000n,
      })
    const status = async (hash: Hex) =>
      (await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status

    let attempts = 0
    const seen = new Map<string, number>()
    for (let step = 0; step < 300; step++) {
      const order = random.pick(orders)
      const { voucher: v, signature, recipient } = order
      const action = random.pick(['claim', 'claim', 'twice in a block', 'other caller', 'tampered'] as const)
      const payable = !order.expired && !paid.has(v.orderId)
      const seenKey = `${action}${payable ? '' : ' (not payable)'}`
      seen.set(seenKey, (seen.get(seenKey) ?? 0) + 1)
      if (action === 'claim') {
        expect(await status(await send(recipient, v, signature)), `step ${step}`).toBe(payable ? 'success' : 'reverted')
        if (payable) paid.add(v.orderId)
        attempts += 1
      } else if (action === 'twice in a block') {
        await chain.testClient.setAutomine(false)
        const hashes = [await send(recipient, v, signature), await send(recipient, v, signature)]
        await chain.testClient.mine({ blocks: 1 })
        await chain.testClient.setAutomine(true)
        const statuses = await Promise.all(hashes.map(status))
        expect(statuses, `step ${step}`).toEqual(payable ? ['success', 'reverted'] : ['reverted', 'reverted'])
        if (payable) paid.add(v.orderId)
        attempts += 2
      } else if (action === 'other caller') {
        const other = random.pick(users.filter((u) => u !== recipient))
        const asOther = random.next() < 0.5 ? v : { ...v, recipient: who(other) }
        expect(await status(await send(other, asOther, signature)), `step ${step}`).toBe('reverted')
        attempts += 1
      } else {
        const forged = random.pick([
          { ...v, amount: v.amount * 2n },
          { ...v, token: tokens.find((t) => t !== v.token)! },
          { ...v, orderId: v.orderId === maxUint256 ? 0n : v.orderId + 1n },
          { ...v, deadline: v.deadline + 86_400n },
        ])
        expect(await status(await send(recipient, forged, signature)), `step ${step}`).toBe('reverted')
        attempts += 1
      }
      expect(
        await chain.publicClient.readContract({
          address: vault,
          abi: withdrawVaultAbi,
          functionName: 'claimed',
          args: [v.orderId],
        }),
      ).toBe(paid.has(v.orderId))
    }

    // every order's claimed flag, and every balance, follows from the set of orders paid once
    const flags = await chain.publicClient.multicall({
      multicallAddress: chain.deployment.contracts.multicall3,
      allowFailure: false,
      contracts: orders.map(
        (o) => ({ address: vault, abi: withdrawVaultAbi, functionName: 'claimed', args: [o.voucher.orderId] }) as const,
      ),
    })
    expect(flags).toEqual(orders.map((o) => paid.has(o.voucher.orderId)))
    for (const token of tokens) {
      const paidOf = (user?: number) =>
        orders
          .filter((o) => o.voucher.token === token && paid.has(o.voucher.orderId))
          .filter((o) => user === undefined || o.recipient === user)
          .reduce((sum, o) => sum + o.voucher.amount, 0n)
      const vaultBefore = before.get(key(token, vault))!
      expect(vaultBefore - (await balanceOf(chain, token, vault))).toBe(paidOf())
      for (const user of users) {
        const userBefore = before.get(key(token, who(user)))!
        expect((await balanceOf(chain, token, who(user))) - userBefore, `user ${user}`).toBe(paidOf(user))
      }
    }
    // the sequence did reach every case: first claims in both forms, replays, and refused orders
    for (const action of ['claim', 'twice in a block', 'claim (not payable)', 'twice in a block (not payable)']) {
      expect(seen.get(action), action).toBeGreaterThan(0)
    }
    expect(paid.has(maxUint256) || orders.find((o) => o.voucher.orderId === maxUint256)!.expired).toBe(true)
    expect(paid.size).toBeGreaterThan(15)
    expect(attempts).toBeGreaterThan(paid.size * 3)
  })
})
