import { INVITE_PARAM, isInviteCode } from '../../api/auth/inviteCode'

export type InviteLinkCheck = { code: string; error: null } | { code: null; error: 'empty' | 'invalid' }

/**
 * The bind popup's input (spec 001 §5): empty gives 'empty'; a text without an `invite_Code` parameter, or with
 * a value that is no invite code, gives 'invalid'. The parameter may sit in the query or after the hash.
 */
export function readInviteLink(input: string): InviteLinkCheck {
  const text = input.trim()
  if (text === '') return { code: null, error: 'empty' }
  const match = new RegExp(`[?&#]${INVITE_PARAM}=([^&#\\s]*)`).exec(text)
  const code = match ? decodeURIComponent(match[1] ?? '') : null
  return isInviteCode(code) ? { code, error: null } : { code: null, error: 'invalid' }
}
