import {
  concat,
  encodeAbiParameters,
  hashTypedData,
  keccak256,
  parseAbiParameters,
  recoverTypedDataAddress,
  stringToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { type WithdrawVoucher, withdrawVoucherTypedData } from './withdrawVoucher'

const signer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const vault = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const voucher: WithdrawVoucher = {
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  token: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  amount: 1_500_000_000_000_000_000n,
  orderId: 42n,
  deadline: 1_800_000_000n,
}

/** The digest as WithdrawVault.sol computes it, written out from EIP-712 without viem's typed-data code. */
function solidityDigest(chainId: number, verifyingContract: `0x${string}`, v: WithdrawVoucher) {
  const domainTypeHash = keccak256(
    stringToHex('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'),
  )
  const domainSeparator = keccak256(
    encodeAbiParameters(parseAbiParameters('bytes32, bytes32, bytes32, uint256, address'), [
      domainTypeHash,
      keccak256(stringToHex('PhoSwap Withdraw Vault')),
      keccak256(stringToHex('1')),
      BigInt(chainId),
      verifyingContract,
    ]),
  )
  const typeHash = keccak256(
    stringToHex('Withdraw(address recipient,address token,uint256 amount,uint256 orderId,uint256 deadline)'),
  )
  const structHash = keccak256(
    encodeAbiParameters(parseAbiParameters('bytes32, address, address, uint256, uint256, uint256'), [
      typeHash,
      v.recipient,
      v.token,
      v.amount,
      v.orderId,
      v.deadline,
    ]),
  )
  return keccak256(concat(['0x1901', domainSeparator, structHash]))
}

describe('withdrawVoucherTypedData', () => {
  test('hashes to the digest the vault computes', () => {
    const typed = withdrawVoucherTypedData({ chainId: 66, vault }, voucher)
    expect(hashTypedData(typed)).toBe(solidityDigest(66, vault, voucher))
    expect(typed.domain).toEqual({
      name: 'PhoSwap Withdraw Vault',
      version: '1',
      chainId: 66,
      verifyingContract: vault,
    })
  })

  test('a signature recovers to the signer, and only for the same chain, vault and fields', async () => {
    const typed = withdrawVoucherTypedData({ chainId: 66, vault }, voucher)
    const signature = await signer.signTypedData(typed)
    expect(await recoverTypedDataAddress({ ...typed, signature })).toBe(signer.address)
    const others = [
      withdrawVoucherTypedData({ chainId: 137, vault }, voucher),
      withdrawVoucherTypedData({ chainId: 66, vault: voucher.token }, voucher),
      withdrawVoucherTypedData({ chainId: 66, vault }, { ...voucher, amount: voucher.amount + 1n }),
      withdrawVoucherTypedData({ chainId: 66, vault }, { ...voucher, orderId: 43n }),
    ]
    for (const other of others) {
      expect(hashTypedData(other)).not.toBe(hashTypedData(typed))
      expect(await recoverTypedDataAddress({ ...other, signature })).not.toBe(signer.address)
    }
  })
})
