import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { anvilAccounts, anvilMnemonic } from '../lib/accounts'
import { freePort, startAnvil } from '../lib/anvil'
import { ensureBuilt } from '../lib/build'
import { useChain } from './setup/anvil'

const chain = useChain()
const tmp = mkdtempSync(join(tmpdir(), 'phoswap-lib-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('contracts/lib', () => {
  it('accounts are anvil mnemonic accounts 0..9 and anvil funds them', async () => {
    expect(anvilAccounts).toHaveLength(10)
    anvilAccounts.forEach((account, i) => {
      expect(account.address).toBe(mnemonicToAccount(anvilMnemonic, { addressIndex: i }).address)
    })
    const onChain = await createWalletClient({ transport: http(chain.rpcUrl) }).getAddresses()
    expect(onChain).toEqual(anvilAccounts.map((a) => a.address))
  })

  it('ensureBuilt skips when nothing changed', () => {
    expect(ensureBuilt().compiled).toBe(false)
  })

  it('startAnvil explains a port that is taken', async () => {
    const port = Number(new URL(chain.rpcUrl).port)
    await expect(startAnvil({ port })).rejects.toThrow(`port ${port} on 127.0.0.1 is already in use`)
  })

  it('startAnvil keeps the chain in its state file across a restart', async () => {
    const stateFile = join(tmp, 'state.json')
    const port = await freePort()
    const first = await startAnvil({ port, stateFile })
    const client = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })
    const to = '0x00000000000000000000000000000000000b0b00'
    // an unlocked anvil account, signed by anvil (eth_sendTransaction)
    const wallet = createWalletClient({ account: anvilAccounts[1]!.address, transport: http(first.rpcUrl) })
    const hash = await wallet.sendTransaction({ to, value: parseEther('1.5'), chain: null })
    await client(first.rpcUrl).waitForTransactionReceipt({ hash, pollingInterval: 20 })
    await first.stop()
    const second = await startAnvil({ port, stateFile })
    try {
      expect(await client(second.rpcUrl).getBalance({ address: to })).toBe(parseEther('1.5'))
      expect(await client(second.rpcUrl).getChainId()).toBe(31337)
    } finally {
      await second.stop()
    }
  })
})
