/** Texts of the trade popups (token picker, settings, transaction record), namespace `tradePopups`. */
export const zhCN = {
  picker: {
    title: '选择代币',
    search: '搜索名称、符号或粘贴地址',
    tokens: '代币',
    manage: '管理',
    lists: '列表',
    noResults: '没有找到结果',
    custom: '自定义代币',
    noCustom: '你导入的代币会显示在这里。',
    remove: '移除',
    import: '导入',
    lookingUp: '正在链上查询该地址…',
    notToken: '该地址在此网络上不是代币。',
    importTitle: '导入代币',
    importWarning:
      '任何人都可以用任意名称和符号创建代币，包括现有代币的仿冒品。该代币不在任何启用的列表中。请确认这是你要交易的代币。',
    understand: '我了解，导入',
    listDefault: '{{network}} 默认列表',
    listDeployment: 'PhoSwap 代币',
    listCount: '{{count}} 个代币',
    listsHint: '启用的列表中的代币会出现在选择器里。原生币和你的自定义代币始终显示。',
  },
  settings: {
    title: '设置',
    slippage: '滑点容差',
    custom: '自定义',
    deadline: '交易截止时间',
    minutes: '分钟',
    multipath: '多跳路由',
    expert: '专家模式',
    expertTitle: '确定吗？',
    expertWarning:
      '专家模式会关闭价格影响警告，并允许价格影响很高的交易。这类交易往往价格很差并导致资金损失。请仅在清楚风险时使用。',
    expertConfirm: '开启专家模式',
    gas: 'Gas 价格',
    standard: '标准',
    fast: '快速',
    instant: '极速',
  },
  record: {
    title: '最近交易',
    dropped: '已被替换或丢弃',
    pending: '处理中',
    success: '成功',
    failed: '失败',
  },
}

export type TradePopupTexts = typeof zhCN
