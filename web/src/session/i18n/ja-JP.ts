import type { SessionTexts } from './zh-CN'

export const jaJP: SessionTexts = {
  gate: {
    connect: 'ウォレットを接続すると報酬ウォレットを表示できます',
    signIn: 'サインインすると報酬ウォレットを表示できます',
  },
}
