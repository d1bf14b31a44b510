import { type Abi, toFunctionSignature } from 'viem'

/**
 * The function signatures of a hand-written ABI subset that the compiled (or standard) ABI does not have: empty
 * when the subset is exact. Screens carry small subsets to keep their chunks light; their tests hold them to the
 * compiler's output so a renamed argument type or function fails a test, not a call.
 */
export function signaturesMissingFrom(subset: Abi, full: Abi): string[] {
  const signatures = (abi: Abi) =>
    abi.filter((item) => item.type === 'function').map((item) => toFunctionSignature(item as never))
  const known = new Set(signatures(full))
  return signatures(subset).filter((signature) => !known.has(signature))
}
