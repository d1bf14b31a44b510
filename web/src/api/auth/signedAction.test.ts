import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import { describe, expect, it, vi } from 'vitest'
import { type SignedActionTransport, signedAction } from './signedAction'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('signedAction', () => {
  it('asks a nonce for the action, signs core’s message and posts the fields with the signature and nonce', async () => {
    const posted: { path: string; body: unknown }[] = []
    const transport: SignedActionTransport = {
      post: async <T>(path: string, body: unknown) => {
        posted.push({ path, body })
        return { nonce: 'n-1', expires_at: '2030-01-01T00:00:00Z' } as T
      },
      postEnvelope: async <T>(path: string, body: unknown) => {
        posted.push({ path, body })
        return { code: 200, msg: 'Bound', data: null as T }
      },
    }
    const sign = vi.fn(async () => '0xsig' as const)
    const result = await signedAction(
      { address, chainId: 31337, sign },
      { action: 'bind', path: '/user-center/bind', fields: { invite_code: 'ABC' } },
      transport,
    )
    expect(result.msg).toBe('Bound')
    expect(result.signature).toBe('0xsig')
    expect(sign).toHaveBeenCalledWith(
      buildActionMessage({ action: 'bind', address, chainId: 31337, nonce: 'n-1', params: { invite_code: 'ABC' } }),
    )
    expect(posted).toEqual([
      { path: '/auth/action-nonce', body: { action: 'bind' } },
      { path: '/user-center/bind', body: { invite_code: 'ABC', signature: '0xsig', nonce: 'n-1' } },
    ])
  })

  it('signs the fields as text and posts them typed when the route takes numbers', async () => {
    const bodies: unknown[] = []
    const transport: SignedActionTransport = {
      post: async <T>() => ({ nonce: 'n-2', expires_at: '2030-01-01T00:00:00Z' }) as T,
      postEnvelope: async <T>(_path: string, body: unknown) => {
        bodies.push(body)
        return { code: 200, msg: '', data: null as T }
      },
    }
    const params = { chain_id: '31337', coin_id: '6', amount: '5' }
    const sign = vi.fn(async () => '0xsig' as const)
    await signedAction(
      { address, chainId: 31337, sign },
      { action: 'withdraw', path: '/order/withdraw', fields: { chain_id: 31337, coin_id: 6, amount: '5' } },
      transport,
    )
    expect(sign).toHaveBeenCalledWith(
      buildActionMessage({ action: 'withdraw', address, chainId: 31337, nonce: 'n-2', params }),
    )
    expect(bodies).toEqual([{ chain_id: 31337, coin_id: 6, amount: '5', signature: '0xsig', nonce: 'n-2' }])
  })
})
