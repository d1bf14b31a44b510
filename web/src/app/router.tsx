import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react'
import { textsLoaded } from '../i18n/i18n'
import { Navigate, useLocation, WithOutlet } from '../navigation/hashRouter'
import { matchRoute, type RouteName } from '../navigation/routes'
import { DocumentTitle } from './DocumentTitle'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { Shell } from './Shell'
import { trackScreenLoad } from './screenLoads'

type ScreenModule = { default: ComponentType }

/**
 * Screens by route name, each loaded on demand so the first screen stays light. No screen uses wagmi's hooks (they
 * read the connection from walletState and the chain through chain/reads), so none waits for the wallet's code:
 * it loads on a connect click, at start for a remembered connection, or with a screen's first signed action.
 */
const screens: Record<RouteName, () => Promise<ScreenModule>> = {
  HomeIndex: () => import('../features/home/HomeIndex'),
  SwapIndex: () => import('../features/swap/SwapIndex'),
  Swap: () => import('../features/swap/Swap'),
  LiquidityIndex: () => import('../features/liquidity/LiquidityIndex'),
  Liquidity: () => import('../features/liquidity/Liquidity'),
  importMining: () => import('../features/liquidity/ImportPool'),
  Remove: () => import('../features/liquidity/Remove'),
  FlashExchange: () => import('../features/flash/FlashExchange'),
  NoticeIndex: () => import('../features/notice/NoticeIndex'),
  Notice: () => import('../features/notice/Notice'),
  gongao: () => import('../features/notice/Gongao'),
  xiangqin: () => import('../features/notice/Xiangqin'),
  InviteIndex: () => import('../features/invite/InviteIndex'),
  Mine: () => import('../features/mine/Mine'),
  MiningsIndex: () => import('../features/mining/MiningsIndex'),
  MiningOKT: () => import('../features/mining/MiningOKT'),
  MiningPOR: () => import('../features/mining/MiningPOR'),
  MiningBSC: () => import('../features/mining/MiningBSC'),
  RechargeWallet: () => import('../features/wallet/RechargeWallet'),
  Recharge: () => import('../features/wallet/Recharge'),
  withdraw_bill: () => import('../features/wallet/WithdrawBill'),
  RechargeBill: () => import('../features/wallet/RechargeBill'),
  vote: () => import('../features/vote/VotePage'),
  airdrop: () => import('../features/airdrop/AirdropPage'),
  Mall: () => import('../features/mall/Mall'),
  gamesMall: () => import('../features/mall/GamesMall'),
  DropIndex: () => import('../features/partner/DropIndex'),
  Good: () => import('../features/groups/Good'),
  GoodCenter: () => import('../features/groups/GoodCenter'),
  GoodBill: () => import('../features/groups/GoodBill'),
  VGT: () => import('../features/groups/VGT'),
  VGTCenter: () => import('../features/groups/VGTCenter'),
  VGTBill: () => import('../features/groups/VGTBill'),
  Community: () => import('../features/community/Community'),
  Congress: () => import('../features/congress/Congress'),
  boardOfDirectors: () => import('../features/congress/BoardOfDirectors'),
  VisualChart: () => import('../features/congress/VisualChart'),
  Member: () => import('../features/member/Member'),
  EquityPool: () => import('../features/equity/EquityPool'),
  AssetPack: () => import('../features/assetPack/AssetPack'),
  AssetPackV: () => import('../features/assetPack/AssetPackV'),
  Lianchuang: () => import('../features/mine/Lianchuang'),
  vgtLianchuang: () => import('../features/mine/VgtLianchuang'),
  GdtReward: () => import('../features/mine/GdtReward'),
  Business: () => import('../features/mine/Business'),
  // The operator console: its code (sections, primitives, texts) loads only when an operator opens it.
  admin: () => import('../features/admin/AdminConsole'),
}

const lazyScreens = new Map<RouteName, LazyExoticComponent<ComponentType>>()

/** The route's screen, loaded on first use. */
function screenOf(name: RouteName): ComponentType {
  const load = screens[name]
  let screen = lazyScreens.get(name)
  if (!screen) {
    // A screen renders once its feature's texts in the current language are in, too (i18n/namespace.ts).
    screen = lazy(() =>
      trackScreenLoad(
        load().then(async (module) => {
          await textsLoaded()
          return module
        }),
      ),
    )
    lazyScreens.set(name, screen)
  }
  return screen
}

/** The spec's error boundary per route, reset when the path changes. */
function Bounded({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>
}

function screenElement(name: RouteName): ReactNode {
  const Screen = screenOf(name)
  return (
    <Bounded>
      <Screen />
    </Bounded>
  )
}

/**
 * The shell with the screens of the current path (routes.ts's matchRoute), each container showing the next in
 * its Outlet; a path without a screen moves on (root and unknown paths to HomeIndex, /SwapIndex to Swap). Every
 * path gives the same nesting, so a container stays mounted while its screens change, as under react-router.
 */
export function AppRoutes() {
  const { pathname } = useLocation()
  const { chain, redirect } = matchRoute(pathname)
  let outlet: ReactNode = redirect ? <Navigate to={redirect} /> : null
  for (const name of [...chain].reverse()) outlet = <WithOutlet element={screenElement(name)} child={outlet} />
  return (
    <>
      <DocumentTitle />
      <WithOutlet element={<Shell />} child={outlet} />
    </>
  )
}
