import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('../client', () => ({ apiPost: vi.fn() }))
vi.mock('./ensureSession', () => ({ stopAutomaticSignIn: vi.fn() }))

const { apiPost } = await import('../client')
const { stopAutomaticSignIn } = await import('./ensureSession')
const { getActiveToken, setActiveSession } = await import('../sessionStore')
const { signOut } = await import('./signOut')

describe('signOut', () => {
  afterEach(() => vi.mocked(apiPost).mockReset())

  it('asks the server to revoke the session, forgets the token and stops automatic sign-in for the key', async () => {
    vi.mocked(apiPost).mockResolvedValue({ signed_out: true })
    setActiveSession({ key: 'auth:66:0xabc', token: 't'.repeat(43) })
    await signOut()
    expect(apiPost).toHaveBeenCalledWith('/auth/sign-out', {}, { quiet: true })
    expect(stopAutomaticSignIn).toHaveBeenCalledWith('auth:66:0xabc')
    expect(getActiveToken()).toBeNull()
  })

  it('forgets the token even when the server cannot be reached', async () => {
    vi.mocked(apiPost).mockRejectedValue(new Error('offline'))
    setActiveSession({ key: 'auth:66:0xabc', token: 't'.repeat(43) })
    await expect(signOut()).rejects.toThrow('offline')
    expect(getActiveToken()).toBeNull()
  })

  it('does nothing without a session', async () => {
    await signOut()
    expect(apiPost).not.toHaveBeenCalled()
  })
})
