import type { MallTexts } from './zh-CN'

export const zhHK: MallTexts = {
  title: '商城',
  entries: {
    good: 'GDT 中心',
    goods: '數字商品',
    physical: '實物商城',
    games: '遊戲商城',
  },
  gamesTitle: '遊戲',
  gamesEmpty: '暫無遊戲',
  newTab: '（新視窗）',
  external: '將在新視窗打開外部網站',
}
