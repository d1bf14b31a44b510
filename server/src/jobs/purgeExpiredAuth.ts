import { lt } from 'drizzle-orm'
import { authNonces, sessions } from '../db/schema'
import type { Job } from './job'

/**
 * Deletes sign-in and action nonces and sessions that expired before the end of the period. A deleted nonce
 * stays unusable (an unknown nonce is refused like a used one), and an expired session is refused anyway.
 */
export const purgeExpiredAuthJob: Job = {
  name: 'purge-auth',
  run: async (tx, period) => {
    const nonces = await tx
      .delete(authNonces)
      .where(lt(authNonces.expiresAt, period.end))
      .returning({ nonce: authNonces.nonce })
    const gone = await tx
      .delete(sessions)
      .where(lt(sessions.expiresAt, period.end))
      .returning({ tokenHash: sessions.tokenHash })
    return { nonces: nonces.length, sessions: gone.length }
  },
}
