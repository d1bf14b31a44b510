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

  it('waits 2 blocks on the local chain and 12 on a real one unless INDEXER_CONFIRMATIONS[_<id>] says otherwise', () => {
    const local = { LOCAL_RPC_URL: 'http://127.0.0.1:8545', RPC_URL_137: 'https://polygon.example' }
    expect(loadConfig(local).indexer.confirmations).toEqual({ 137: 12, 31337: 2 })
    expect(loadConfig({ ...local, INDEXER_CONFIRMATIONS_31337: '0' }).indexer.confirmations).toEqual({
      137: 12,
      31337: 0,
    })
    expect(loadConfig({ ...local, INDEXER_CONFIRMATIONS: '5' }).indexer.confirmations).toEqual({ 137: 5, 31337: 5 })
  })

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
  })

  it('TRUST_PROXY: off by default, a hop count, or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ])
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/)
  })

  it('RATE_LIMIT_READ: 1200 a minute by default', () => {
    expect(loadConfig({}).rateLimits.read).toBe(1200)
    expect(loadConfig({ RATE_LIMIT_READ: '5000' }).rateLimits.read).toBe(5000)
    expect(() => loadConfig({ RATE_LIMIT_READ: '0' })).toThrow(/RATE_LIMIT_READ/)
  })

  it('IMAGE_DOMAIN: an http(s) URL or a path, trailing slash dropped', () => {
    expect(loadConfig({}).imageDomain).toBeUndefined()
    expect(loadConfig({ IMAGE_DOMAIN: 'https://img.example/pho/' }).imageDomain).toBe('https://img.example/pho')
    expect(() => loadConfig({ IMAGE_DOMAIN: 'javascript:alert(1)' })).toThrow(/IMAGE_DOMAIN/)
  })

  it('VAULT_SIGNER_KEY: unset by default; a malformed key is refused without echoing it', () => {
    expect(loadConfig({}).vaultSignerKey).toBeUndefined()
    const key = `0x${'ab'.repeat(32)}`
    expect(loadConfig({ VAULT_SIGNER_KEY: key }).vaultSignerKey).toBe(key)
    const bad = `0x${'cd'.repeat(31)}`
    expect(() => loadConfig({ VAULT_SIGNER_KEY: bad })).toThrow(/VAULT_SIGNER_KEY/)
    expect(() => loadConfig({ VAULT_SIGNER_KEY: bad })).not.toThrow(new RegExp(bad))
    expect(loadConfig({}).withdrawVoucherTtlS).toBe(3600)
    expect(() => loadConfig({ WITHDRAW_VOUCHER_TTL_S: '10' })).toThrow(/WITHDRAW_VOUCHER_TTL_S/)
  })
})
