import { type Hex, parseSignature } from 'viem'
import type { PermitSignature } from './permit'

/**
 * v, r, s for the router's *WithPermit functions (v 27 or 28). Apart from permit.ts: viem's signature parsing
 * brings secp256k1 (12 KB gzip), which loads with the first action (txRunner.ts), not with the screen.
 */
export function splitPermitSignature(signature: Hex): PermitSignature {
  const { r, s, v, yParity } = parseSignature(signature)
  return { r, s, v: v !== undefined ? Number(v) : yParity + 27 }
}
