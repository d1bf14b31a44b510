import { createRequire } from 'node:module'
import { type Abi, type Address, encodePacked, getCreate2Address, type Hex, keccak256 } from 'viem'
import type { TxSender } from './sender'

const require = createRequire(import.meta.url)

interface BuildJson {
  abi: Abi
  bytecode: string
}

/** The compiled reference contracts shipped by the npm packages @uniswap/v2-core and @uniswap/v2-periphery. */
export function uniswapV2Build(name: 'UniswapV2Factory' | 'UniswapV2Pair' | 'UniswapV2Router02' | 'WETH9'): {
  abi: Abi
  bytecode: Hex
} {
  const pkg = name === 'UniswapV2Factory' || name === 'UniswapV2Pair' ? '@uniswap/v2-core' : '@uniswap/v2-periphery'
  const json = require(`${pkg}/build/${name}.json`) as BuildJson
  const bytecode = (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex
  if (bytecode.length <= 2) throw new Error(`uniswapV2: ${pkg}/build/${name}.json has no bytecode`)
  return { abi: json.abi, bytecode }
}

/**
 * The init code hash UniswapV2Router02 (UniswapV2Library.pairFor) has compiled in: mainnet's UniswapV2Pair.
 * The npm build of the pair hashes to the same value (checked by uniswapV2InitCodeHash and the tests), so the
 * reference router finds the pairs of the reference factory without relinking.
 */
export const uniswapV2MainnetInitCodeHash: Hex = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

export function uniswapV2InitCodeHash(): Hex {
  return keccak256(uniswapV2Build('UniswapV2Pair').bytecode)
}

export interface UniswapV2Contracts {
  weth: Address
  factory: Address
  router: Address
}

/** Deploys WETH9, UniswapV2Factory and UniswapV2Router02 from the npm builds. Call sender.flush() to confirm. */
export async function deployUniswapV2(sender: TxSender): Promise<UniswapV2Contracts> {
  const hash = uniswapV2InitCodeHash()
  const routerBuild = uniswapV2Build('UniswapV2Router02')
  if (hash !== uniswapV2MainnetInitCodeHash || !routerBuild.bytecode.includes(hash.slice(2))) {
    throw new Error(`uniswapV2: the npm pair build hashes to ${hash}, not the router's ${uniswapV2MainnetInitCodeHash}`)
  }
  const weth = await sender.deploy(uniswapV2Build('WETH9').abi, uniswapV2Build('WETH9').bytecode)
  const factoryBuild = uniswapV2Build('UniswapV2Factory')
  const factory = await sender.deploy(factoryBuild.abi, factoryBuild.bytecode, [sender.account.address] as never)
  const router = await sender.deploy(routerBuild.abi, routerBuild.bytecode, [factory, weth] as never)
  return { weth, factory, router }
}

/** The CREATE2 address of a reference pair. */
export function uniswapV2PairAddress(factory: Address, tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  return getCreate2Address({
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: uniswapV2MainnetInitCodeHash,
  })
}
