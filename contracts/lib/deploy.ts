import { factoryAbi } from '@phoswap/core/abi/factoryAbi'
import { multicall3Abi } from '@phoswap/core/abi/multicall3Abi'
import { phoTokenAbi } from '@phoswap/core/abi/phoTokenAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { testTokenAbi } from '@phoswap/core/abi/testTokenAbi'
import { wrappedNativeAbi } from '@phoswap/core/abi/wrappedNativeAbi'
import { type Address, parseUnits } from 'viem'
import { bytecodeOf } from './artifacts'
import type { TxSender } from './sender'

export interface CoreContracts {
  multicall3: Address
  wrappedNative: Address
  factory: Address
  router: Address
  pho: Address
}

export interface DeployCoreOptions {
  /** Name and symbol of the wrapped native coin (default "Wrapped Ether", "WETH" for the local chain). */
  wrappedNative?: { name: string; symbol: string }
  /** PHO minted to the deployer, in whole tokens (default 100 000 000). */
  phoSupply?: bigint
  /** Receives the protocol-fee switch (default the deployer). */
  feeToSetter?: Address
}

/** Deploys Multicall3, the wrapped native coin, Factory, Router and PHO. Call sender.flush() to confirm. */
export async function deployCore(sender: TxSender, options: DeployCoreOptions = {}): Promise<CoreContracts> {
  const deployer = sender.account.address
  const wrapped = options.wrappedNative ?? { name: 'Wrapped Ether', symbol: 'WETH' }
  const multicall3 = await sender.deploy(multicall3Abi, bytecodeOf('Multicall3'))
  const wrappedNative = await sender.deploy(wrappedNativeAbi, bytecodeOf('WrappedNative'), [
    wrapped.name,
    wrapped.symbol,
  ])
  const factory = await sender.deploy(factoryAbi, bytecodeOf('Factory'), [options.feeToSetter ?? deployer])
  const router = await sender.deploy(routerAbi, bytecodeOf('Router'), [factory, wrappedNative])
  const supply = parseUnits(String(options.phoSupply ?? 100_000_000n), 18)
  const pho = await sender.deploy(phoTokenAbi, bytecodeOf('PhoToken'), [deployer, supply])
  return { multicall3, wrappedNative, factory, router, pho }
}

export interface TokenSpec {
  name: string
  symbol: string
  decimals: number
  /** Minted to the deployer, in whole tokens. */
  supply: bigint
}

/** Deploys a TestToken owned by the deployer with its supply minted to the deployer. */
export function deployTestToken(sender: TxSender, token: TokenSpec): Promise<Address> {
  return sender.deploy(testTokenAbi, bytecodeOf('TestToken'), [
    token.name,
    token.symbol,
    token.decimals,
    token.supply * 10n ** BigInt(token.decimals),
  ])
}
