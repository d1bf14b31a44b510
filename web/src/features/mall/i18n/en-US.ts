import type { MallTexts } from './zh-CN'

export const enUS: MallTexts = {
  title: 'Mall',
  entries: {
    good: 'GDT center',
    goods: 'Digital goods',
    physical: 'Physical goods',
    games: 'Games mall',
  },
  gamesTitle: 'Games',
  gamesEmpty: 'No games yet',
  newTab: '(new tab)',
  external: 'Opens an external site in a new tab',
}
