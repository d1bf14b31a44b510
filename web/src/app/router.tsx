import type { ComponentType } from 'react'
import { createHashRouter, Navigate, Outlet, type RouteObject } from 'react-router'
import { loadWallet } from '../chain/loadWallet'
import { NotOpen } from './NotOpen'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { isBuilt, ROUTES, type RouteName, routesOf } from './routes'
import { Shell } from './Shell'
import { Splash } from './Splash'

type ScreenModule = { default: ComponentType }

/** Screens that do not use wagmi: the rest load the wallet module with their code (see chain/loadWallet.ts). */
const WITHOUT_WALLET = new Set<RouteName>(['HomeIndex', 'NoticeIndex', 'Notice', 'gongao', 'xiangqin'])

async function loadScreen(name: RouteName, load: () => Promise<ScreenModule>): Promise<ComponentType> {
  if (WITHOUT_WALLET.has(name)) return (await load()).default
  const [screen] = await Promise.all([load(), loadWallet()])
  return screen.default
}

/** Screens by route name, each loaded on demand so the first screen stays light. */
const screens: Partial<Record<RouteName, () => Promise<ScreenModule>>> = {
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
  MiningsIndex: () => import('../features/mining/MiningsIndex'),
  MiningOKT: () => import('../features/mining/MiningOKT'),
  MiningPOR: () => import('../features/mining/MiningPOR'),
  MiningBSC: () => import('../features/mining/MiningBSC'),
}

function leaf(name: RouteName, parentPath: string): RouteObject {
  const path = ROUTES[name].path.slice(parentPath.length + 1)
  const load = screens[name]
  const route: RouteObject = { id: name, path, errorElement: <RouteErrorBoundary /> }
  if (load && isBuilt(name)) route.lazy = async () => ({ Component: await loadScreen(name, load) })
  else route.Component = NotOpen
  return route
}

function container(name: RouteName, children: RouteObject[], index: RouteObject): RouteObject {
  const load = screens[name]
  const route: RouteObject = {
    id: name,
    path: ROUTES[name].path.slice(1),
    errorElement: <RouteErrorBoundary />,
    children: [index, ...children],
  }
  if (load && isBuilt(name)) route.lazy = async () => ({ Component: await loadScreen(name, load) })
  else route.Component = Outlet
  return route
}

export const routeTree: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    HydrateFallback: Splash,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, element: <Navigate to={ROUTES.HomeIndex.path} replace /> },
      ...routesOf('root')
        .filter((name) => name !== 'SwapIndex' && name !== 'MiningsIndex')
        .map((name) => leaf(name, '')),
      container(
        'SwapIndex',
        routesOf('SwapIndex').map((name) => leaf(name, ROUTES.SwapIndex.path)),
        { index: true, element: <Navigate to={ROUTES.Swap.path} replace /> },
      ),
      // The mining host picks MiningOKT/POR/BSC by the wallet's chain and moves there from its index.
      container(
        'MiningsIndex',
        routesOf('MiningsIndex').map((name) => leaf(name, ROUTES.MiningsIndex.path)),
        { index: true, element: null },
      ),
      {
        id: 'HomeNext',
        path: 'HomeNext',
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <Navigate to={ROUTES.HomeIndex.path} replace /> },
          ...routesOf('HomeNext').map((name) => leaf(name, '/HomeNext')),
          { id: 'GoodWrapper', children: routesOf('GoodWrapper').map((name) => leaf(name, '/HomeNext')) },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.HomeIndex.path} replace /> },
    ],
  },
]

export function createRouter() {
  return createHashRouter(routeTree)
}
