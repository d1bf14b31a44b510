export const zhCN = {
  title: '商城',
  entries: {
    good: 'GDT 中心',
    goods: '数字商品',
    physical: '实物商城',
    games: '游戏商城',
  },
  gamesTitle: '游戏',
  gamesEmpty: '暂无游戏',
  newTab: '（新窗口）',
  external: '将在新窗口打开外部网站',
}

export type MallTexts = typeof zhCN
