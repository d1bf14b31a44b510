import { type Hex, keccak256, type PrivateKeyAccount, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** The mnemonic anvil uses by default; its accounts are public knowledge and for local chains only. */
export const anvilMnemonic = 'test test test test test test test test test test test junk'

/** Private keys of anvil's default accounts 0..9 (derived from anvilMnemonic, m/44'/60'/0'/0/i). */
export const anvilPrivateKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
] as const satisfies readonly Hex[]

/** anvil's accounts 0..9 as local viem accounts; account 0 deploys, 1..9 are funded users. */
export const anvilAccounts: readonly PrivateKeyAccount[] = anvilPrivateKeys.map((key) => privateKeyToAccount(key))

export const deployerAccount = anvilAccounts[0]!

/** A local-chain private key derived from a public label: anyone can compute it. */
export function labelledKey(label: string): Hex {
  return keccak256(stringToHex(`phoswap:${label}`))
}

/** A local-chain account with a key derived from a label, for roles such as PHO's tax sinks. */
export function labelledAccount(label: string): PrivateKeyAccount {
  return privateKeyToAccount(labelledKey(label))
}

/**
 * The sandbox's withdraw vault signer (the server's EIP-712 withdraw key on the local chain). Its key is derived
 * from a public label, so anyone can sign with it: local chains only; a real vault gets `--vault-signer`.
 */
export const localVaultSignerKey: Hex = labelledKey('vault-signer')
export const localVaultSigner: PrivateKeyAccount = privateKeyToAccount(localVaultSignerKey)

/**
 * The sandbox's liabilities publisher (the server's LIABILITIES_PUBLISHER_KEY on the local chain): the seeded vault
 * names it its publisher and it gets gas money. Public, local chains only; a real vault's owner calls setPublisher.
 */
export const localLiabilitiesPublisherKey: Hex = labelledKey('liabilities-publisher')
export const localLiabilitiesPublisher: PrivateKeyAccount = privateKeyToAccount(localLiabilitiesPublisherKey)
