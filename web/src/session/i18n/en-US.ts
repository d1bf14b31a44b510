import type { SessionTexts } from './zh-CN'

export const enUS: SessionTexts = {
  gate: {
    connect: 'Connect your wallet to see your reward wallet',
    signIn: 'Sign in to see your reward wallet',
  },
}
