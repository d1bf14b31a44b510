/**
 * Every named route of the two specs, with its path and whether its screen is built. A route that is not
 * built yet is still reachable by URL (it shows "not yet open"), but menus and tabs answer it with the
 * swap65 toast instead of opening an empty page. Later work flips `built` on as screens land.
 */
export type RouteGroup = 'root' | 'SwapIndex' | 'MiningsIndex' | 'HomeNext' | 'GoodWrapper'

export interface RouteEntry {
  path: string
  group: RouteGroup
  built: boolean
}

const root = (path: string, built = false): RouteEntry => ({ path, group: 'root', built })
const swap = (name: string, built = false): RouteEntry => ({ path: `/SwapIndex/${name}`, group: 'SwapIndex', built })
const mining = (name: string, built = false): RouteEntry => ({
  path: `/MiningsIndex/${name}`,
  group: 'MiningsIndex',
  built,
})
const next = (name: string, built = false): RouteEntry => ({ path: `/HomeNext/${name}`, group: 'HomeNext', built })
const good = (name: string, built = false): RouteEntry => ({ path: `/HomeNext/${name}`, group: 'GoodWrapper', built })

export const ROUTES = {
  HomeIndex: root('/HomeIndex', true),
  SwapIndex: root('/SwapIndex', true),
  Swap: swap('Swap', true),
  LiquidityIndex: swap('LiquidityIndex', true),
  Liquidity: swap('Liquidity', true),
  importMining: swap('importMining', true),
  Remove: swap('Remove', true),
  FlashExchange: root('/FlashExchange', true),
  NoticeIndex: root('/NoticeIndex', true),
  Notice: root('/Notice', true),
  DropIndex: root('/DropIndex', true),
  InviteIndex: root('/InviteIndex', true),
  MiningsIndex: root('/MiningsIndex', true),
  MiningOKT: mining('MiningOKT', true),
  MiningPOR: mining('MiningPOR', true),
  MiningBSC: mining('MiningBSC', true),
  boardOfDirectors: next('boardOfDirectors', true),
  airdrop: next('airdrop', true),
  vote: next('vote', true),
  gamesMall: next('gamesMall', true),
  Community: next('Community', true),
  Mine: next('Mine', true),
  gongao: next('gongao', true),
  xiangqin: next('xiangqin', true),
  Good: good('Good', true),
  GoodBill: good('GoodBill', true),
  GoodCenter: good('GoodCenter', true),
  VGT: good('VGT', true),
  VGTBill: good('VGTBill', true),
  VGTCenter: good('VGTCenter', true),
  VisualChart: next('VisualChart', true),
  Lianchuang: next('Lianchuang', true),
  EquityPool: next('EquityPool', true),
  Congress: next('Congress', true),
  Member: next('Member', true),
  GdtReward: next('GdtReward', true),
  Business: next('Business', true),
  Mall: next('Mall', true),
  vgtLianchuang: next('vgtLianchuang', true),
  AssetPack: next('AssetPack', true),
  AssetPackV: next('AssetPackV', true),
  Recharge: next('Recharge', true),
  withdraw_bill: next('withdraw_bill', true),
  RechargeBill: next('RechargeBill', true),
  RechargeWallet: next('RechargeWallet', true),
} satisfies Record<string, RouteEntry>

export type RouteName = keyof typeof ROUTES

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[]

export function routePath(name: RouteName, query?: Record<string, string | number>): string {
  const path = ROUTES[name].path
  if (!query) return path
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  return search ? `${path}?${search}` : path
}

/** The route whose path is `pathname` (react-router matches paths case-insensitively). */
export function routeNameOf(pathname: string): RouteName | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase()
  return ROUTE_NAMES.find((name) => ROUTES[name].path.toLowerCase() === path)
}

export function isBuilt(name: RouteName): boolean {
  return ROUTES[name].built
}

export function routesOf(group: RouteGroup): RouteName[] {
  return ROUTE_NAMES.filter((name) => ROUTES[name].group === group)
}
