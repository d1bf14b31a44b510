import type { Address } from 'viem'
import { erc20ReadAbi, multicallEthBalanceAbi } from '../abi/generated/readAbis'
import { isNativeAddress } from '../tokens/isNativeAddress'
import type { BatchedRead } from './useBatchedReads'

/** The read of `account`'s balance of `token`: Multicall3's `getEthBalance` for the native coin, else `balanceOf`. */
export function balanceRead(token: Address, account: Address, multicall3: Address): BatchedRead {
  return isNativeAddress(token)
    ? { address: multicall3, abi: multicallEthBalanceAbi, functionName: 'getEthBalance', args: [account] }
    : { address: token, abi: erc20ReadAbi, functionName: 'balanceOf', args: [account] }
}
