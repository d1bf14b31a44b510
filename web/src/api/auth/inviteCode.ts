/** The query parameter of the spec's invite URL (`/#/HomeIndex?invite_Code=...`). */
export const INVITE_PARAM = 'invite_Code'
const STORAGE_KEY = 'inviteCode'

/** Same rule as the server's InviteCodeSchema: a garbage value never reaches a signature prompt. */
export function isInviteCode(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]{4,32}$/.test(value)
}

/**
 * The invite code to bind: from the URL, remembered for this tab so that a visitor who looks around before
 * connecting is still bound to the friend who invited them.
 */
export function pendingInviteCode(search: string): string | null {
  const fromUrl = new URLSearchParams(search).get(INVITE_PARAM)
  try {
    if (isInviteCode(fromUrl)) {
      globalThis.sessionStorage?.setItem(STORAGE_KEY, fromUrl)
      return fromUrl
    }
    const kept = globalThis.sessionStorage?.getItem(STORAGE_KEY)
    return isInviteCode(kept) ? kept : null
  } catch {
    return isInviteCode(fromUrl) ? fromUrl : null
  }
}

export function forgetInviteCode(): void {
  try {
    globalThis.sessionStorage?.removeItem(STORAGE_KEY)
  } catch {
    // nothing kept
  }
}

export function inviteUrl(origin: string, inviteCode: string): string {
  return `${origin}/#/HomeIndex?${INVITE_PARAM}=${encodeURIComponent(inviteCode)}`
}

/** Masks the middle of a link for display, keeping its start and end readable. */
export function maskMiddle(text: string, head = 14, tail = 6): string {
  if (text.length <= head + tail + 3) return text
  return `${text.slice(0, head)}****${text.slice(-tail)}`
}
