import { type Hex, recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { recoverMessageSigner } from '../../src/services/auth/recoverMessageSigner'

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const hex32 = (n: bigint) => n.toString(16).padStart(64, '0')

/** viem's answer (the reference the fast path replaces): the lowercase address, or null where viem throws. */
async function viemSigner(message: string, signature: string): Promise<string | null> {
  try {
    return (await recoverMessageAddress({ message, signature: signature as Hex })).toLowerCase()
  } catch {
    return null
  }
}

/** A signature with its parts changed: r, s as numbers, v as the last byte. */
function withParts(signature: Hex, change: (r: bigint, s: bigint, v: number) => [bigint, bigint, number]): string {
  const [r, s, v] = change(
    BigInt(`0x${signature.slice(2, 66)}`),
    BigInt(`0x${signature.slice(66, 130)}`),
    Number.parseInt(signature.slice(130), 16),
  )
  return `0x${hex32(r)}${hex32(s)}${v.toString(16).padStart(2, '0')}`
}

describe('recoverMessageSigner (libsecp256k1 in WebAssembly)', () => {
  it('recovers the signing wallet for every key and message, as viem does', async () => {
    for (let i = 0; i < 20; i++) {
      const account = privateKeyToAccount(generatePrivateKey())
      const message = `PhoSwap transfer ${i}\nnonce: ${generatePrivateKey()}\nmessage ${'é'.repeat(i)}`
      const signature = await account.signMessage({ message })
      expect(recoverMessageSigner(message, signature)).toBe(account.address.toLowerCase())
      // Another message under the same signature is someone else's (or no one's), never the signer's.
      expect(recoverMessageSigner(`${message}.`, signature)).not.toBe(account.address.toLowerCase())
      expect(recoverMessageSigner(`${message}.`, signature)).toBe(await viemSigner(`${message}.`, signature))
    }
  })

  it('gives viem’s answer for each form of v, a high s, and every malformed signature', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = 'Withdraw 2 GDT\nnonce: 0123456789abcdef'
    const signature = await account.signMessage({ message })
    const cases: [string, string][] = [
      ['v as 0/1', withParts(signature, (r, s, v) => [r, s, v - 27])],
      ['v flipped', withParts(signature, (r, s, v) => [r, s, v === 27 ? 28 : 27])],
      ['high s with v flipped (the malleable twin)', withParts(signature, (r, s, v) => [r, N - s, v === 27 ? 28 : 27])],
      ['v 29', withParts(signature, (r, s) => [r, s, 29])],
      ['v 2', withParts(signature, (r, s) => [r, s, 2])],
      ['r zero', withParts(signature, (_r, s, v) => [0n, s, v])],
      ['s zero', withParts(signature, (r, _s, v) => [r, 0n, v])],
      ['s equal to n', withParts(signature, (r, _s, v) => [r, N, v])],
      ['r no point’s x (5)', withParts(signature, (_r, s, v) => [5n, s, v])],
      ['64 bytes', signature.slice(0, 130)],
      ['66 bytes', `${signature}00`],
      ['not hex', `0x${'zz'.repeat(65)}`],
      ['no 0x', signature.slice(2)],
      ['empty', '0x'],
    ]
    const answers = await Promise.all(
      cases.map(async ([what, sig]) => [what, recoverMessageSigner(message, sig), await viemSigner(message, sig)]),
    )
    for (const [what, ours, viems] of answers) expect(ours, what as string).toBe(viems)
    // Both forms of v and the malleable twin are still the signer's; the others are not.
    expect(answers.slice(0, 3).map(([, ours]) => ours)).toEqual([
      account.address.toLowerCase(),
      expect.not.stringMatching(account.address.toLowerCase()),
      account.address.toLowerCase(),
    ])
    expect(answers.slice(3).every(([, ours]) => ours === null)).toBe(true)
  })
})
