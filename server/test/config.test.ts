import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'

describe('loadConfig', () => {
  it('uses the defaults of docs/interfaces.md', () => {
    const c = loadConfig({})
    expect(c.port).toBe(5180)
    expect(c.host).toBe('127.0.0.1')
    expect(c.siweDomains).toEqual(['127.0.0.1:5180', 'localhost:5180'])
    expect(c.chainIds).toEqual([66, 137, 56])
    expect(c.databaseUrl).toBeUndefined()
    expect(c.dataDir).toMatch(/\.data$/)
    expect(c.webDistDir).toMatch(/web\/dist$/)
  })

  it('offers the local chain only with LOCAL_RPC_URL, and reads RPC_URL_<id>, SIWE_DOMAINS, OPERATOR_ADDRESSES', () => {
    const c = loadConfig({
      PORT: '6000',
      LOCAL_RPC_URL: 'http://127.0.0.1:8545',
      RPC_URL_137: 'https://polygon.example',
      SIWE_DOMAINS: 'pho.example, www.pho.example',
      OPERATOR_ADDRESSES: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    expect(c.chainIds).toEqual([66, 137, 56, 31337])
    expect(c.rpcUrls[31337]).toBe('http://127.0.0.1:8545')
    expect(c.rpcUrls[137]).toBe('https://polygon.example')
    expect(c.siweDomains).toEqual(['pho.example', 'www.pho.example'])
    expect(c.operatorAddresses).toEqual(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])
  })

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
  })
})
