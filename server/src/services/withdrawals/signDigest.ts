import * as secp256k1 from 'tiny-secp256k1'
import { bytesToHex, type Hex, hexToBytes } from 'viem'

/**
 * The key's signature over a 32-byte digest as r ‖ s ‖ v (v 27 or 28), what viem's account `sign` and
 * `signTypedData` give: both sign deterministically (RFC 6979, no added entropy) with a low s, so the bytes are the
 * same, but libsecp256k1 in WebAssembly takes a fraction of noble's time in pure JavaScript, and every withdrawal
 * signs its voucher (docs/decisions/0149-money-cpu.md; test/withdrawals/signVoucher.test.ts compares the two).
 */
export function signDigest(key: Hex, digest: Hex): Hex {
  const { signature, recoveryId } = secp256k1.signRecoverable(hexToBytes(digest), hexToBytes(key))
  const out = new Uint8Array(65)
  out.set(signature)
  out[64] = 27 + recoveryId
  return bytesToHex(out)
}
