import type { Deployment } from '@phoswap/core/deployments'
import { describe, expect, it } from 'vitest'
import type { coins } from '../../../src/db/schema'
import { channelsOf, depositReceiverOf, ppmToDecimal } from '../../../src/services/rewards/coinConfigs'

describe('coin configs', () => {
  it('ppm rates are exact decimal fractions', () => {
    expect([0, 1, 1000, 2500, 100_000, 1_000_000].map(ppmToDecimal)).toEqual([
      '0',
      '0.000001',
      '0.001',
      '0.0025',
      '0.1',
      '1',
    ])
  })

  it('a channel lists the on-chain coins its deployments file has, with the receiver', () => {
    const row = (coinId: number, coinEn: string, onChain = true) =>
      ({
        coinId,
        coinEn,
        coinKey: coinEn,
        platformKey: onChain ? 'ERC20' : 'LEDGER',
        logo: '',
        decimals: 18,
        chainId: null,
        contract: null,
        sort: 0,
        onChain,
        feeRatePpm: 1000,
        withdrawFeePpm: 0,
      }) satisfies typeof coins.$inferSelect
    const gdt = `0x${'1'.repeat(40)}` as const
    const vault = `0x${'2'.repeat(40)}` as const
    const deployment = {
      chainId: 31337,
      startBlock: 0,
      contracts: { withdrawVault: vault },
      tokens: [
        { address: gdt, symbol: 'GDT', name: 'GDT', decimals: 18 },
        { address: `0x${'3'.repeat(40)}`, symbol: 'GDB', name: 'fake', decimals: 18 },
      ],
      pairs: [],
    } as unknown as Deployment
    const channels = channelsOf(
      [row(6, 'GDT'), row(8, 'GDB', false)],
      { 31337: deployment },
      [31337, 66],
      depositReceiverOf,
      () => 0,
    )
    expect(channels).toEqual([
      {
        chan_name: 'Local',
        chain_id: 31337,
        address: vault,
        list: [expect.objectContaining({ coin_id: 6, contract: gdt, chain_id: 31337, fee_rate: '0' })],
      },
    ])
  })
})
