/** "Verify my balance" (namespace `liabilities`): proof of liabilities in the reward wallet. */
export const zhCN = {
  verify: {
    button: '验证我的余额',
    buttonLabel: '验证我的余额：{{coin}}',
    title: '验证我的 {{coin}} 余额',
    intro: '浏览器用您的叶子和路径重新计算根，并直接从链上读取运营方公布的根和金库持有量，不经过我们的服务器。',
    steps: {
      proof: '获取您的叶子和路径',
      recompute: '重新计算根',
      event: '从链上读取公布的根',
      vault: '读取快照区块时的金库持有量',
    },
    state: {
      waiting: '等待',
      running: '进行中',
      passed: '通过',
      failed: '失败',
    },
    balance: '快照时您的余额',
    included: '已包含',
    total: '总负债',
    vault: '金库持有量',
    covered: '已覆盖',
    yes: '是',
    no: '否',
    snapshot: '快照 {{id}}，区块 {{block}}',
    publishedIn: '公布交易',
    notIncluded: '您的账户不在此快照中：快照区块时该币种余额为 0。',
    failedAt: '验证失败，步骤：{{step}}',
    again: '重新验证',
  },
}
export type LiabilitiesTexts = typeof zhCN
