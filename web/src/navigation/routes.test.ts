import { describe, expect, it } from 'vitest'
import { matchRoute, ROUTE_NAMES, ROUTES, routeNameOf, routePath, routesOf } from './routes'

describe('route table', () => {
  it('holds the named routes of both specs', () => {
    for (const name of ['HomeIndex', 'SwapIndex', 'Swap', 'LiquidityIndex', 'Liquidity', 'importMining', 'Remove']) {
      expect(ROUTE_NAMES).toContain(name)
    }
    expect(routesOf('SwapIndex')).toEqual(['Swap', 'LiquidityIndex', 'Liquidity', 'importMining', 'Remove'])
    expect(routesOf('MiningsIndex')).toEqual(['MiningOKT', 'MiningPOR', 'MiningBSC'])
    expect(routesOf('GoodWrapper')).toEqual(['Good', 'GoodBill', 'GoodCenter', 'VGT', 'VGTBill', 'VGTCenter'])
    for (const name of ['Mine', 'gamesMall', 'gongao', 'xiangqin', 'Recharge', 'withdraw_bill', 'RechargeWallet']) {
      expect(routesOf('HomeNext').concat(routesOf('GoodWrapper'))).toContain(name)
    }
  })

  it('puts the second group under /HomeNext and gives every route its own path', () => {
    for (const name of [...routesOf('HomeNext'), ...routesOf('GoodWrapper')]) {
      expect(ROUTES[name].path.startsWith('/HomeNext/')).toBe(true)
    }
    const paths = ROUTE_NAMES.map((name) => ROUTES[name].path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('names the route of a path, for the top bar', () => {
    expect(routeNameOf('/HomeNext/vote')).toBe('vote')
    expect(routeNameOf('/homenext/Vote/')).toBe('vote')
    expect(routeNameOf('/HomeNext/nothing')).toBeUndefined()
  })

  it('builds paths with a query (Mine?id=1)', () => {
    expect(routePath('Mine', { id: 1 })).toBe('/HomeNext/Mine?id=1')
    expect(routePath('HomeIndex')).toBe('/HomeIndex')
  })
})

describe('matchRoute', () => {
  it('shows a container with its screen, and a screen alone', () => {
    expect(matchRoute('/SwapIndex/Swap')).toEqual({ chain: ['SwapIndex', 'Swap'] })
    expect(matchRoute('/swapindex/liquidity/')).toEqual({ chain: ['SwapIndex', 'Liquidity'] })
    expect(matchRoute('/MiningsIndex/MiningBSC')).toEqual({ chain: ['MiningsIndex', 'MiningBSC'] })
    expect(matchRoute('/MiningsIndex')).toEqual({ chain: ['MiningsIndex'] })
    expect(matchRoute('/HomeIndex')).toEqual({ chain: ['HomeIndex'] })
    expect(matchRoute('/HomeNext/Good')).toEqual({ chain: ['Good'] })
  })

  it('moves the root, /HomeNext and unknown paths home, and /SwapIndex to Swap', () => {
    for (const path of ['/', '', '/HomeNext', '/HomeNext/', '/nothing', '/SwapIndex/nothing', '/HomeIndex/x']) {
      expect(matchRoute(path), path).toEqual({ chain: [], redirect: '/HomeIndex' })
    }
    expect(matchRoute('/SwapIndex')).toEqual({ chain: ['SwapIndex'], redirect: '/SwapIndex/Swap' })
  })

  it('gives the operator console its sections as sub-paths, and nothing else', () => {
    expect(matchRoute('/admin')).toEqual({ chain: ['admin'] })
    expect(matchRoute('/admin/books')).toEqual({ chain: ['admin'] })
    expect(matchRoute('/Admin/users/')).toEqual({ chain: ['admin'] })
    expect(routeNameOf('/admin/audit')).toBe('admin')
    expect(matchRoute('/administrator')).toEqual({ chain: [], redirect: '/HomeIndex' })
    expect(matchRoute('/HomeNext/Member/x')).toEqual({ chain: [], redirect: '/HomeIndex' })
  })
})
