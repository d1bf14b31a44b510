import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** Anvil's well-known development mnemonic; its accounts hold no real value anywhere. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

export function anvilAccount(index: number): HDAccount {
  return mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index })
}

export const [alice, bob, carol, dave] = [0, 1, 2, 3].map(anvilAccount) as [HDAccount, HDAccount, HDAccount, HDAccount]
