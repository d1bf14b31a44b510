import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import {
  type WithdrawVoucher,
  withdrawVaultDomain,
  withdrawVoucherTypedData,
} from '@phoswap/core/vault/withdrawVoucher'
import {
  type Address,
  createWalletClient,
  getAddress,
  type Hex,
  hashTypedData,
  http,
  type PrivateKeyAccount,
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { anvil } from 'viem/chains'
import { beforeAll, describe, expect, it } from 'vitest'
import { labelledAccount, localLiabilitiesPublisher, localVaultSigner } from '../lib/accounts'
import { seedVaultFunding } from '../lib/seedData'
import { ensureWithdrawVault } from '../lib/seedWithdrawVault'
import { tokenOf, useChain } from './setup/anvil'
import { mined } from './setup/farm'
import { balanceOf, transfer } from './setup/pairs'

const chain = useChain()
const signer = labelledAccount('test:vault-signer')
const stranger = labelledAccount('test:not-the-signer')
const alice = 1
const bob = 2
const owner = () => chain.wallet(0)
const who = (user: number) => chain.wallet(user).account.address

describe('WithdrawVault', () => {
  let vault: Address
  let token: Address
  let chainId: number
  let nextOrder = 1n

  const now = async () => (await chain.publicClient.getBlock()).timestamp
  /** A voucher for `user` of 10 tokens (unless given), a fresh order id, an hour to claim. */
  const voucher = async (user: number, fields: Partial<WithdrawVoucher> = {}): Promise<WithdrawVoucher> => ({
    recipient: who(user),
    token,
    amount: parseEther('10'),
    orderId: nextOrder++,
    deadline: (await now()) + 3600n,
    ...fields,
  })
  const sign = (
    v: WithdrawVoucher,
    options: { by?: PrivateKeyAccount; chainId?: number; vault?: Address } = {},
  ): Promise<Hex> =>
    (options.by ?? signer).signTypedData(
      withdrawVoucherTypedData({ chainId: options.chainId ?? chainId, vault: options.vault ?? vault }, v),
    )
  const claim = (user: number, v: WithdrawVoucher, signature: Hex, at: Address = vault) =>
    mined(
      chain,
      chain.wallet(user).writeContract({
        address: at,
        abi: withdrawVaultAbi,
        functionName: 'claim',
        args: [v.recipient, v.token, v.amount, v.orderId, v.deadline, signature],
      }),
    )
  const read = {
    claimed: (orderId: bigint, at: Address = vault) =>
      chain.publicClient.readContract({ address: at, abi: withdrawVaultAbi, functionName: 'claimed', args: [orderId] }),
    signer: () => chain.publicClient.readContract({ address: vault, abi: withdrawVaultAbi, functionName: 'signer' }),
  }
  const asOwner = (functionName: 'pause' | 'unpause') =>
    mined(chain, owner().writeContract({ address: vault, abi: withdrawVaultAbi, functionName }))
  const setSigner = (address: Address, from = 0) =>
    mined(
      chain,
      chain.wallet(from).writeContract({
        address: vault,
        abi: withdrawVaultAbi,
        functionName: 'setSigner',
        args: [address],
      }),
    )
  const deployVault = async (withSigner: Address = signer.address) =>
    getAddress(await chain.deploy('WithdrawVault', [owner().account.address, withSigner]))

  beforeAll(async () => {
    chainId = await chain.publicClient.getChainId()
    token = getAddress(await chain.deploy('TestToken', ['Reward', 'RWD', 18, parseEther('1000000')]))
    vault = await deployVault()
    await transfer(chain, 0, token, vault, parseEther('100000'))
  })

  it('pays a valid voucher to its recipient once, emits Claimed, and hashes as core does', async () => {
    const v = await voucher(alice, { amount: parseEther('12.5') })
    const typed = withdrawVoucherTypedData({ chainId, vault }, v)
    expect(
      await chain.publicClient.readContract({
        address: vault,
        abi: withdrawVaultAbi,
        functionName: 'hashWithdraw',
        args: [v.recipient, v.token, v.amount, v.orderId, v.deadline],
      }),
    ).toBe(hashTypedData(typed))
    const domain = await chain.publicClient.readContract({
      address: vault,
      abi: withdrawVaultAbi,
      functionName: 'eip712Domain',
    })
    expect(domain.slice(1, 5)).toEqual([withdrawVaultDomain.name, withdrawVaultDomain.version, BigInt(chainId), vault])

    const [userBefore, vaultBefore] = [await balanceOf(chain, token, who(alice)), await balanceOf(chain, token, vault)]
    expect(await read.claimed(v.orderId)).toBe(false)
    const receipt = await claim(alice, v, await sign(v))
    expect((await balanceOf(chain, token, who(alice))) - userBefore).toBe(v.amount)
    expect(vaultBefore - (await balanceOf(chain, token, vault))).toBe(v.amount)
    expect(await read.claimed(v.orderId)).toBe(true)
    const [event] = parseEventLogs({ abi: withdrawVaultAbi, logs: receipt.logs, eventName: 'Claimed' })
    expect(event?.args).toEqual({ orderId: v.orderId, recipient: who(alice), token, amount: v.amount })
  })

  it('refuses a replay of a paid order, with the same or a new signature', async () => {
    const v = await voucher(alice)
    const signature = await sign(v)
    await claim(alice, v, signature)
    await expect(claim(alice, v, signature)).rejects.toThrow('WithdrawVault: CLAIMED')
    // the same order id in a voucher with other fields is the same order
    const again = { ...v, amount: 1n, deadline: v.deadline + 1n }
    await expect(claim(alice, again, await sign(again))).rejects.toThrow('WithdrawVault: CLAIMED')
  })

  it('refuses an expired deadline and pays up to the deadline’s second', async () => {
    const expired = await voucher(alice, { deadline: (await now()) - 1n })
    await expect(claim(alice, expired, await sign(expired))).rejects.toThrow('WithdrawVault: EXPIRED')
    expect(await read.claimed(expired.orderId)).toBe(false)

    const v = await voucher(alice, { deadline: (await now()) + 100n })
    await chain.testClient.setNextBlockTimestamp({ timestamp: v.deadline })
    const hash = await chain.wallet(alice).writeContract({
      address: vault,
      abi: withdrawVaultAbi,
      functionName: 'claim',
      args: [v.recipient, v.token, v.amount, v.orderId, v.deadline, await sign(v)],
      gas: 300_000n,
    })
    await chain.confirm(hash)
    expect(await read.claimed(v.orderId)).toBe(true)
  })

  it('refuses a caller who is not the recipient, and a voucher rewritten to the caller', async () => {
    const v = await voucher(alice)
    const signature = await sign(v)
    await expect(claim(bob, v, signature)).rejects.toThrow('WithdrawVault: NOT_RECIPIENT')
    await expect(claim(bob, { ...v, recipient: who(bob) }, signature)).rejects.toThrow(
      'WithdrawVault: INVALID_SIGNATURE',
    )
    expect(await read.claimed(v.orderId)).toBe(false)
  })

  it('refuses a voucher signed for another chain, another vault, or by another key', async () => {
    const v = await voucher(alice)
    await expect(claim(alice, v, await sign(v, { chainId: 66 }))).rejects.toThrow('WithdrawVault: INVALID_SIGNATURE')
    await expect(claim(alice, v, await sign(v, { by: stranger }))).rejects.toThrow('WithdrawVault: INVALID_SIGNATURE')
    // a second vault with the same signer: a voucher of one does not pay at the other
    const other = await deployVault()
    await transfer(chain, 0, token, other, parseEther('100'))
    await expect(claim(alice, v, await sign(v), other)).rejects.toThrow('WithdrawVault: INVALID_SIGNATURE')
    await expect(claim(alice, v, await sign(v, { vault: other }))).rejects.toThrow('WithdrawVault: INVALID_SIGNATURE')
    // malformed signatures are refused the same way, not with the library's own errors
    for (const bad of ['0x', `0x${'11'.repeat(64)}`, `0x${'00'.repeat(65)}`] as Hex[]) {
      await expect(claim(alice, v, bad)).rejects.toThrow('WithdrawVault: INVALID_SIGNATURE')
    }
    expect(await read.claimed(v.orderId)).toBe(false)
    await claim(alice, v, await sign(v, { vault: other }), other)
    expect([await read.claimed(v.orderId, other), await read.claimed(v.orderId)]).toEqual([true, false])
  })

  it('refuses a voucher whose amount, token, order id or deadline was changed after signing', async () => {
    const v = await voucher(alice)
    const signature = await sign(v)
    const tampered: WithdrawVoucher[] = [
      { ...v, amount: v.amount + 1n },
      { ...v, token: tokenOf(chain.deployment, 'USDT') },
      { ...v, orderId: v.orderId + 1n },
      { ...v, deadline: v.deadline + 1n },
    ]
    for (const t of tampered) {
      await expect(claim(alice, t, signature)).rejects.toThrow('WithdrawVault: INVALID_SIGNATURE')
    }
    await claim(alice, v, signature)
  })

  it('pauses claims for the owner only, and pays again after unpausing', async () => {
    const v = await voucher(alice)
    const signature = await sign(v)
    await expect(
      chain.wallet(bob).writeContract({ address: vault, abi: withdrawVaultAbi, functionName: 'pause' }),
    ).rejects.toThrow('OwnableUnauthorizedAccount')
    await asOwner('pause')
    await expect(claim(alice, v, signature)).rejects.toThrow('WithdrawVault: PAUSED')
    await asOwner('unpause')
    await claim(alice, v, signature)
  })

  it('rotates the signer for the owner only: the old signer’s vouchers stop paying at once', async () => {
    const next = labelledAccount('test:vault-signer-2')
    const v = await voucher(alice)
    const byOld = await sign(v)
    await expect(setSigner(next.address, bob)).rejects.toThrow('OwnableUnauthorizedAccount')
    await expect(setSigner('0x0000000000000000000000000000000000000000')).rejects.toThrow('WithdrawVault: ZERO_ADDRESS')
    const receipt = await setSigner(next.address)
    const [event] = parseEventLogs({ abi: withdrawVaultAbi, logs: receipt.logs, eventName: 'SignerChanged' })
    expect(event?.args).toEqual({ previousSigner: signer.address, newSigner: next.address })
    expect(await read.signer()).toBe(next.address)
    await expect(claim(alice, v, byOld)).rejects.toThrow('WithdrawVault: INVALID_SIGNATURE')
    await claim(alice, v, await sign(v, { by: next }))
    await setSigner(signer.address)
  })

  it('refuses to pay more than it holds, or a token that arrives short, and leaves the order open', async () => {
    const held = await balanceOf(chain, token, vault)
    const tooMuch = await voucher(alice, { amount: held + 1n })
    await expect(claim(alice, tooMuch, await sign(tooMuch))).rejects.toThrow('WithdrawVault: INSUFFICIENT_BALANCE')
    expect(await read.claimed(tooMuch.orderId)).toBe(false)

    const fot = getAddress(await chain.deploy('FeeOnTransferToken', [parseEther('1000')], 0))
    await transfer(chain, 0, fot, vault, parseEther('500'))
    const short = await voucher(alice, { token: fot, amount: parseEther('100') })
    await expect(claim(alice, short, await sign(short))).rejects.toThrow('WithdrawVault: SHORT_TRANSFER')
    expect(await read.claimed(short.orderId)).toBe(false)
  })

  it('lets the owner, and only the owner, take funds out', async () => {
    const withdraw = (from: number, amount: bigint) =>
      mined(
        chain,
        chain.wallet(from).writeContract({
          address: vault,
          abi: withdrawVaultAbi,
          functionName: 'withdrawFunds',
          args: [token, who(bob), amount],
        }),
      )
    await expect(withdraw(bob, 1n)).rejects.toThrow('OwnableUnauthorizedAccount')
    const before = await balanceOf(chain, token, who(bob))
    const receipt = await withdraw(0, parseEther('5'))
    expect((await balanceOf(chain, token, who(bob))) - before).toBe(parseEther('5'))
    const [event] = parseEventLogs({ abi: withdrawVaultAbi, logs: receipt.logs, eventName: 'FundsWithdrawn' })
    expect(event?.args).toEqual({ token, to: who(bob), amount: parseEther('5') })
  })

  describe('publishing liabilities', () => {
    const walletOf = (account: PrivateKeyAccount) =>
      createWalletClient({ account, chain: { ...anvil, id: chainId }, transport: http(chain.rpcUrl) })
    const root: Hex = `0x${'ab'.repeat(32)}`
    const publish = (from: number | PrivateKeyAccount, snapshotId: bigint, blockNumber?: bigint, at: Address = vault) =>
      (async () =>
        mined(
          chain,
          (typeof from === 'number' ? chain.wallet(from) : walletOf(from)).writeContract({
            address: at,
            abi: withdrawVaultAbi,
            functionName: 'publishLiabilities',
            args: [
              snapshotId,
              6n,
              root,
              parseEther('1234.5'),
              blockNumber ?? (await chain.publicClient.getBlockNumber({ cacheTime: 0 })),
            ],
          }),
        ))()
    const setPublisher = (address: Address, from = 0) =>
      mined(
        chain,
        chain
          .wallet(from)
          .writeContract({ address: vault, abi: withdrawVaultAbi, functionName: 'setPublisher', args: [address] }),
      )

    it('the owner publishes a root: the event carries snapshot, coin, root, sum and block, read back from the chain', async () => {
      const block = await chain.publicClient.getBlockNumber()
      const receipt = await publish(0, 1001n, block)
      const [event] = parseEventLogs({ abi: withdrawVaultAbi, logs: receipt.logs, eventName: 'LiabilitiesPublished' })
      expect(event?.args).toEqual({
        snapshotId: 1001n,
        coinId: 6n,
        rootHash: root,
        rootSum: parseEther('1234.5'),
        blockNumber: block,
      })
      // a verifier finds it by its indexed snapshot id and coin
      const logs = await chain.publicClient.getContractEvents({
        address: vault,
        abi: withdrawVaultAbi,
        eventName: 'LiabilitiesPublished',
        args: { snapshotId: 1001n, coinId: 6n },
        fromBlock: 0n,
      })
      expect(logs.map((l) => l.transactionHash)).toEqual([receipt.transactionHash])
      expect(
        await chain.publicClient.readContract({
          address: vault,
          abi: withdrawVaultAbi,
          functionName: 'published',
          args: [1001n],
        }),
      ).toBe(true)
    })

    it('refuses a stranger, a second publication of a snapshot and a block in the future', async () => {
      await expect(publish(alice, 1002n)).rejects.toThrow('WithdrawVault: NOT_PUBLISHER')
      // Another block than the first publication's, so this is a new transaction and not the first one resent
      // (an identical signed transaction would only answer the first one's receipt).
      await expect(publish(0, 1001n, 1n)).rejects.toThrow('WithdrawVault: PUBLISHED')
      // Not the client's cached head: the refused publications above mined blocks of their own within its cache time,
      // and a stale head + 1 is already a past block (the flake of stop 36's CI run).
      const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
      await expect(publish(0, 1003n, head + 1n)).rejects.toThrow('WithdrawVault: FUTURE_BLOCK')
      expect(
        await chain.publicClient.readContract({
          address: vault,
          abi: withdrawVaultAbi,
          functionName: 'published',
          args: [1002n],
        }),
      ).toBe(false)
    })

    it('the owner, and only the owner, names a publisher; removing it stops it at once', async () => {
      await expect(setPublisher(who(bob), alice)).rejects.toThrow('OwnableUnauthorizedAccount')
      const receipt = await setPublisher(who(bob))
      const [changed] = parseEventLogs({ abi: withdrawVaultAbi, logs: receipt.logs, eventName: 'PublisherChanged' })
      expect(changed?.args).toEqual({
        previousPublisher: '0x0000000000000000000000000000000000000000',
        newPublisher: who(bob),
      })
      await publish(bob, 1004n)
      await setPublisher('0x0000000000000000000000000000000000000000')
      await expect(publish(bob, 1005n)).rejects.toThrow('WithdrawVault: NOT_PUBLISHER')
      await publish(0, 1005n)
    })

    it('the sandbox’s vault names the local publisher, which has gas to publish', async () => {
      const seeded = chain.deployment.contracts.withdrawVault!
      expect(
        await chain.publicClient.readContract({ address: seeded, abi: withdrawVaultAbi, functionName: 'publisher' }),
      ).toBe(localLiabilitiesPublisher.address)
      const receipt = await publish(localLiabilitiesPublisher, 1n, undefined, seeded)
      expect(receipt.status).toBe('success')
    })
  })

  it('the sandbox’s vault is funded and pays vouchers of the local signer; an older sandbox gets one', async () => {
    const seeded = chain.deployment.contracts.withdrawVault!
    expect(
      await chain.publicClient.readContract({ address: seeded, abi: withdrawVaultAbi, functionName: 'signer' }),
    ).toBe(localVaultSigner.address)
    for (const [symbol, whole] of Object.entries(seedVaultFunding)) {
      const t = chain.deployment.tokens.find((x) => x.symbol === symbol)!
      expect(await balanceOf(chain, t.address, seeded), symbol).toBe(parseUnits(whole, t.decimals))
    }
    // a sandbox seeded before the vault existed gets one at start; one that has it keeps it
    expect(await ensureWithdrawVault({ rpcUrl: chain.rpcUrl, deployment: chain.deployment })).toBe(chain.deployment)
    const { withdrawVault: _seeded, ...withoutVault } = chain.deployment.contracts
    const added = await ensureWithdrawVault({
      rpcUrl: chain.rpcUrl,
      deployment: { ...chain.deployment, contracts: withoutVault as typeof chain.deployment.contracts },
    })
    expect(added.contracts.withdrawVault).not.toBe(seeded)
    expect(await balanceOf(chain, chain.deployment.contracts.pho, added.contracts.withdrawVault!)).toBe(
      parseEther(seedVaultFunding.PHO!),
    )
    const v = await voucher(bob, { token: tokenOf(chain.deployment, 'USDT'), amount: parseEther('25') })
    const before = await balanceOf(chain, v.token, who(bob))
    await claim(bob, v, await sign(v, { by: localVaultSigner, vault: seeded }), seeded)
    expect((await balanceOf(chain, v.token, who(bob))) - before).toBe(parseEther('25'))
  })
})
