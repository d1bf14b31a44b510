import type { SessionTexts } from './zh-CN'

export const koKR: SessionTexts = {
  gate: {
    connect: '지갑을 연결하면 보상 지갑을 볼 수 있습니다',
    signIn: '로그인하면 보상 지갑을 볼 수 있습니다',
  },
}
