import type { MallTexts } from './zh-CN'

export const jaJP: MallTexts = {
  title: 'モール',
  entries: {
    good: 'GDT センター',
    goods: 'デジタル商品',
    physical: '実物商品',
    games: 'ゲームモール',
  },
  gamesTitle: 'ゲーム',
  gamesEmpty: 'ゲームはまだありません',
  newTab: '（新しいタブ）',
  external: '外部サイトが新しいタブで開きます',
}
