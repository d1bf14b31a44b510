import * as secp256k1 from 'tiny-secp256k1'
import { type Hex, hashMessage, hexToBytes, keccak256 } from 'viem'

const SIGNATURE_HEX = /^0x[0-9a-fA-F]{130}$/

/**
 * The address whose key made `signature` over `message` (EIP-191 personal message), or null when the signature is
 * malformed or recovers no key. The same answers as viem's `recoverMessageAddress` (65 bytes r ‖ s ‖ v, v one of
 * 0, 1, 27, 28; r and s in [1, n-1]), but recovered by libsecp256k1 compiled to WebAssembly: about 0.4 ms instead of
 * noble's 2.7 ms in pure JavaScript on this machine, and every signed action recovers one
 * (docs/decisions/0149-money-cpu.md; test/services/recoverMessageSigner.test.ts holds the two side by side).
 */
export function recoverMessageSigner(message: string, signature: string): Hex | null {
  if (!SIGNATURE_HEX.test(signature)) return null
  const bytes = hexToBytes(signature as Hex)
  const v = bytes[64]!
  const recovery = v === 0 || v === 27 ? 0 : v === 1 || v === 28 ? 1 : null
  if (recovery === null) return null
  try {
    const key = secp256k1.recover(hexToBytes(hashMessage(message)), bytes.subarray(0, 64), recovery, false)
    // An uncompressed key (0x04 ‖ x ‖ y): the address is the last 20 bytes of keccak256(x ‖ y).
    return key ? `0x${keccak256(key.subarray(1)).slice(26)}` : null
  } catch {
    // tiny-secp256k1 throws on r or s out of range and on an r that is no point's x: not a signature.
    return null
  }
}
