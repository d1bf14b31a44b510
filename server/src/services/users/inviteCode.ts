import { randomInt } from 'node:crypto'

// No 0/O or 1/I: codes are read aloud and typed by hand.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const INVITE_CODE_LENGTH = 8

/** A random, URL-safe invite code (32^8 ≈ 10^12 values; uniqueness is enforced by the database). */
export function generateInviteCode(): string {
  let code = ''
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

/** Codes are stored uppercase; a typed code matches in any case. */
export function normaliseInviteCode(code: string): string {
  return code.toUpperCase()
}
