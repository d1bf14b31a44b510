/**
 * Display formats for screens. The first screen's code imports formatNumber.ts directly: this module also brings
 * shortenAddress, whose checksum needs viem's keccak.
 */
export { shortenAddress } from '@phoswap/core/format/shortenAddress'
export { shortenChecksummed } from '@phoswap/core/format/shortenChecksummed'
export { formatBalance, formatBlockNumber, groupThousands, UNKNOWN } from './formatNumber'
