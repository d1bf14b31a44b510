import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import type { DeployedToken } from '@phoswap/core/deployments'
import { type Address, encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { bytecodeOf } from './artifacts'
import { seedExchangeReserve, seedExchanges } from './seedData'
import type { TxSender } from './sender'

/** Deploys the flash exchange with the seed's records and sends it its PHO reserve. Call sender.flush() to confirm. */
export async function seedFlashExchange(
  sender: TxSender,
  options: { pho: Address; tokens: DeployedToken[] },
): Promise<Address> {
  const tokenAddress = (symbol: string): Address => {
    const found = options.tokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`seed: unknown token ${symbol}`)
    return found.address
  }
  const flashExchange = await sender.deploy(flashExchangeAbi, bytecodeOf('FlashExchange'), [sender.account.address])
  for (const record of seedExchanges) {
    const data = encodeFunctionData({
      abi: flashExchangeAbi,
      functionName: 'addExchange',
      args: [tokenAddress(record.from), tokenAddress(record.to), parseUnits(record.ratio, 18), record.allow],
    })
    await sender.send({ to: flashExchange, data })
  }
  await sender.send({
    to: options.pho,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [flashExchange, parseEther(seedExchangeReserve)],
    }),
  })
  return flashExchange
}
