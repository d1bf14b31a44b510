import { describe, expect, it } from 'vitest'
import { actionParams, signedActionMessage } from './actionFields'

describe('actionParams', () => {
  it('signs every field as text, the same whether the numbers come typed (web app) or as received (server)', () => {
    const fields = { chain_id: 31337, coin_id: 6, amount: '5000' }
    expect(actionParams('withdraw', fields)).toEqual({ chain_id: '31337', coin_id: '6', amount: '5000' })
  })

  it('leaves out the signature and the nonce, so the server can pass the whole body it received', () => {
    const body = { ticket_id: 7, signature: '0xabc', nonce: 'n0nce123' }
    expect(actionParams('gg_join', body)).toEqual({ ticket_id: '7' })
    expect(actionParams('equity_claim', { signature: '0xabc', nonce: 'n0nce123' })).toEqual({})
  })

  it('writes an address checksummed, whatever case it was typed in', () => {
    const fields = { to_address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', coin_id: 6, amount: '1001', fee: '1' }
    expect(actionParams('transfer_out', fields).to_address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('refuses a field that is not one value (it could not be signed as one line)', () => {
    const fields = { invite_code: ['A', 'B'] } as unknown as { invite_code: string }
    expect(() => actionParams('bind', fields)).toThrow(/invite_code/)
  })
})

describe('signedActionMessage', () => {
  it('is the phrase, the fields as params, the address, the chain and the nonce', () => {
    const text = signedActionMessage({
      action: 'business_withdraw',
      fields: { coin_id: 6, amount: '25' },
      address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      chainId: 137,
      nonce: 'abc123def456',
    })
    expect(text).toBe(
      [
        'PhoSwap: Business Withdraw',
        '',
        'amount: 25',
        'coin_id: 6',
        'Address: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        'Chain ID: 137',
        'Nonce: abc123def456',
      ].join('\n'),
    )
  })
})
