/**
 * Every named route of the two specs with its path and group; each has its screen (router.tsx's `screens` is a
 * full record, so a route without one does not compile). Menu entries without a route answer with the swap65
 * toast (useGoTo).
 */
export type RouteGroup = 'root' | 'SwapIndex' | 'MiningsIndex' | 'HomeNext' | 'GoodWrapper'

export interface RouteEntry {
  path: string
  group: RouteGroup
}

const root = (path: string): RouteEntry => ({ path, group: 'root' })
const swap = (name: string): RouteEntry => ({ path: `/SwapIndex/${name}`, group: 'SwapIndex' })
const mining = (name: string): RouteEntry => ({
  path: `/MiningsIndex/${name}`,
  group: 'MiningsIndex',
})
const next = (name: string): RouteEntry => ({ path: `/HomeNext/${name}`, group: 'HomeNext' })
const good = (name: string): RouteEntry => ({ path: `/HomeNext/${name}`, group: 'GoodWrapper' })

export const ROUTES = {
  HomeIndex: root('/HomeIndex'),
  SwapIndex: root('/SwapIndex'),
  Swap: swap('Swap'),
  LiquidityIndex: swap('LiquidityIndex'),
  Liquidity: swap('Liquidity'),
  importMining: swap('importMining'),
  Remove: swap('Remove'),
  FlashExchange: root('/FlashExchange'),
  NoticeIndex: root('/NoticeIndex'),
  Notice: root('/Notice'),
  DropIndex: root('/DropIndex'),
  InviteIndex: root('/InviteIndex'),
  MiningsIndex: root('/MiningsIndex'),
  MiningOKT: mining('MiningOKT'),
  MiningPOR: mining('MiningPOR'),
  MiningBSC: mining('MiningBSC'),
  boardOfDirectors: next('boardOfDirectors'),
  airdrop: next('airdrop'),
  vote: next('vote'),
  gamesMall: next('gamesMall'),
  Community: next('Community'),
  Mine: next('Mine'),
  gongao: next('gongao'),
  xiangqin: next('xiangqin'),
  Good: good('Good'),
  GoodBill: good('GoodBill'),
  GoodCenter: good('GoodCenter'),
  VGT: good('VGT'),
  VGTBill: good('VGTBill'),
  VGTCenter: good('VGTCenter'),
  VisualChart: next('VisualChart'),
  Lianchuang: next('Lianchuang'),
  EquityPool: next('EquityPool'),
  Congress: next('Congress'),
  Member: next('Member'),
  GdtReward: next('GdtReward'),
  Business: next('Business'),
  Mall: next('Mall'),
  vgtLianchuang: next('vgtLianchuang'),
  AssetPack: next('AssetPack'),
  AssetPackV: next('AssetPackV'),
  Recharge: next('Recharge'),
  withdraw_bill: next('withdraw_bill'),
  RechargeBill: next('RechargeBill'),
  RechargeWallet: next('RechargeWallet'),
  /** The operator console (issue 32); its sections are sub-paths (`/admin/books`), see SUB_PATH_ROUTES. */
  admin: root('/admin'),
} satisfies Record<string, RouteEntry>

export type RouteName = keyof typeof ROUTES

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[]

export function routePath(name: RouteName, query?: Record<string, string | number>): string {
  const path = ROUTES[name].path
  if (!query) return path
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  return search ? `${path}?${search}` : path
}

/** Routes whose screen also owns the paths under its own (`/admin/<section>`): the screen reads the rest. */
const SUB_PATH_ROUTES: readonly RouteName[] = ['admin']

/** The route whose path is `pathname` (paths match case-insensitively, as they did under react-router). */
export function routeNameOf(pathname: string): RouteName | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase()
  return (
    ROUTE_NAMES.find((name) => ROUTES[name].path.toLowerCase() === path) ??
    SUB_PATH_ROUTES.find((name) => path.startsWith(`${ROUTES[name].path.toLowerCase()}/`))
  )
}

export function routesOf(group: RouteGroup): RouteName[] {
  return ROUTE_NAMES.filter((name) => ROUTES[name].group === group)
}

/**
 * What a path shows: the routes from the outer container to the screen (`['SwapIndex', 'Swap']`), and where a
 * path without a screen of its own moves to (rendered where the screen would be). As react-router's route tree
 * did: the root, /HomeNext and unknown paths move to HomeIndex, /SwapIndex to Swap, /MiningsIndex shows the mining
 * host (which picks its page); paths match case-insensitively, trailing slashes aside.
 */
export function matchRoute(pathname: string): { chain: RouteName[]; redirect?: string } {
  const home = { chain: [], redirect: ROUTES.HomeIndex.path }
  const name = routeNameOf(pathname)
  if (!name) return home
  switch (ROUTES[name].group) {
    case 'SwapIndex':
      return { chain: ['SwapIndex', name] }
    case 'MiningsIndex':
      return { chain: ['MiningsIndex', name] }
    default:
      return name === 'SwapIndex' ? { chain: [name], redirect: ROUTES.Swap.path } : { chain: [name] }
  }
}
