import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { bytecodeOf } from '../artifacts'
import type { DeployArea } from './context'

/** The withdraw vault, owned by the deployer, paying vouchers of `--vault-signer`; unfunded. */
export const vaultSteps: DeployArea = {
  name: 'withdraw vault',
  async deploy(ctx) {
    const signer = ctx.options.vaultSigner
    if (signer === ctx.me) {
      ctx.log('warning: the vault signer is the deployer; the server would hold the owner key too')
    }
    await ctx.step('withdrawVault', `WithdrawVault (signer ${signer})`, async () => {
      const sent = await ctx.sender.deploy(withdrawVaultAbi, bytecodeOf('WithdrawVault'), [ctx.me, signer], 1_800_000n)
      ctx.progress.contracts.withdrawVault = sent.address
      return sent
    })
  },
  operatorSteps: (ctx) => [
    `withdraw vault ${ctx.progress.contracts.withdrawVault}: send it the tokens users withdraw (PHO, USDT, GDT, VGT); give the server the key of ${ctx.options.vaultSigner}; setSigner to rotate it, pause to stop claims (owner)`,
  ],
}
