import { describe, expect, it } from 'vitest'
import { buildActionMessage } from './actionMessage'

const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

describe('buildActionMessage', () => {
  it('names the phrase, each param, the checksummed address, the chain and the nonce, one per line', () => {
    const text = buildActionMessage({
      action: 'bind',
      address,
      chainId: 137,
      nonce: 'abc123def456',
      params: { invite_code: 'K7WQ2MZP' },
    })
    expect(text).toBe(
      [
        'PhoSwap: Bind Referrer',
        '',
        'invite_code: K7WQ2MZP',
        'Address: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        'Chain ID: 137',
        'Nonce: abc123def456',
      ].join('\n'),
    )
  })

  it('orders params by name so client and server agree', () => {
    const a = buildActionMessage({
      action: 'withdraw',
      address,
      chainId: 66,
      nonce: 'n0nce123',
      params: { b: '2', a: '1' },
    })
    const b = buildActionMessage({
      action: 'withdraw',
      address,
      chainId: 66,
      nonce: 'n0nce123',
      params: { a: '1', b: '2' },
    })
    expect(a).toBe(b)
    expect(a).toContain('a: 1\nb: 2')
  })

  it('refuses a value that would add a line', () => {
    expect(() =>
      buildActionMessage({ action: 'bind', address, chainId: 1, nonce: 'n0nce123', params: { x: 'a\nNonce: evil' } }),
    ).toThrow(/one line/)
  })
})
