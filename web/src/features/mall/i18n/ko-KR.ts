import type { MallTexts } from './zh-CN'

export const koKR: MallTexts = {
  title: '몰',
  entries: {
    good: 'GDT 센터',
    goods: '디지털 상품',
    physical: '실물 상품',
    games: '게임 몰',
  },
  gamesTitle: '게임',
  gamesEmpty: '아직 게임이 없습니다',
  newTab: '(새 탭)',
  external: '외부 사이트가 새 탭에서 열립니다',
}
