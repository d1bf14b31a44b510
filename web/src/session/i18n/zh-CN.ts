/** The wallet gate's texts (namespace `session`): the prompts of a page that acts for the signed-in account. */
export const zhCN = {
  gate: {
    connect: '连接钱包后查看奖励钱包',
    signIn: '登录后查看奖励钱包',
  },
}

export type SessionTexts = typeof zhCN
