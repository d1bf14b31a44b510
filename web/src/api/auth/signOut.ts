import { apiPost } from '../client'
import { dropActiveSession, getActiveSession } from '../sessionStore'
import { stopAutomaticSignIn } from './ensureSession'

/**
 * Signs out: the server revokes the session (POST /auth/sign-out), the token is forgotten here and in storage,
 * and no automatic sign-in follows in this page. The token is forgotten even when the server cannot be reached.
 */
export async function signOut(): Promise<void> {
  const session = getActiveSession()
  if (!session) return
  stopAutomaticSignIn(session.key)
  try {
    await apiPost('/auth/sign-out', {}, { quiet: true })
  } finally {
    dropActiveSession()
  }
}
