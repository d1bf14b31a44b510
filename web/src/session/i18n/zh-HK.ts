import type { SessionTexts } from './zh-CN'

export const zhHK: SessionTexts = {
  gate: {
    connect: '連接錢包後查看獎勵錢包',
    signIn: '登入後查看獎勵錢包',
  },
}
