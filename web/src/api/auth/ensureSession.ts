import { isUserRejection } from '../../chain/wallet/providerError'
import type { Signer } from '../../chain/wallet/signer'
import { t } from '../../i18n/i18n'
import { showToast } from '../../ui/toastStore'
import { ApiError } from '../ApiError'
import { getActiveSession, readSession, sessionKey, setActiveSession, writeSession } from '../sessionStore'
import { signIn } from './signIn'

const inflight = new Map<string, Promise<boolean>>()
/** Keys whose sign-in the user declined or that failed in this page: no new prompt until the user asks. */
const stopped = new Set<string>()
/** Automatic sign-ins per key in this page (the first, and one after a 401), so a broken server cannot loop. */
const automatic = new Map<string, number>()
const MAX_AUTOMATIC = 2

/**
 * Makes the session of this account and chain the active one: the stored token when it is still valid,
 * otherwise one sign-in (never two at once for the same key, e.g. under React's strict mode).
 * `byUser` is a click on "Sign in": it retries after a refusal.
 */
export function ensureSession(signer: Signer, { byUser = false } = {}): Promise<boolean> {
  const key = sessionKey(signer.chainId, signer.address)
  const stored = readSession(key)
  if (stored) {
    setActiveSession({ key, token: stored.token })
    return Promise.resolve(true)
  }
  if (getActiveSession()?.key !== key) setActiveSession(null)
  const running = inflight.get(key)
  if (running) return running
  if (!byUser) {
    const count = automatic.get(key) ?? 0
    if (stopped.has(key) || count >= MAX_AUTOMATIC) return Promise.resolve(false)
    automatic.set(key, count + 1)
  }
  const task = (async () => {
    try {
      const session = await signIn(signer)
      writeSession(key, session)
      stopped.delete(key)
      setActiveSession({ key, token: session.token })
      return true
    } catch (error) {
      stopped.add(key)
      if (isUserRejection(error)) {
        console.warn('Sign-in: the wallet refused to sign', error)
        showToast(t('transactionRejected'), 'error')
      } else if (error instanceof ApiError) {
        // The client has shown the server's message already, except for a 401.
        if (error.status === 401) showToast(t('auth.failed'), 'error')
      } else {
        console.error('Sign-in failed', error)
        showToast(t('auth.failed'), 'error')
      }
      return false
    } finally {
      inflight.delete(key)
    }
  })()
  inflight.set(key, task)
  return task
}

/** After a sign-out: this page signs the key in again only when the user asks ("Sign in"). */
export function stopAutomaticSignIn(key: string): void {
  stopped.add(key)
}

export function isSigningIn(chainId: number, address: string): boolean {
  return inflight.has(sessionKey(chainId, address))
}
