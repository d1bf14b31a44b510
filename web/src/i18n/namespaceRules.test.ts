import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { matchRoute, ROUTE_NAMES, ROUTES } from '../navigation/routes'
import { namespaceViolations, type RouteScreens, type SourceFile } from './namespaceRules'

const root = join(import.meta.dirname, '..')

function sources(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
    return [{ path: relative(root, full).split(sep).join('/'), text: readFileSync(full, 'utf8') }]
  })
}

/** The router's screen module of each route name (`Swap: () => import('../features/swap/Swap')`). */
function routeScreens(files: SourceFile[]): RouteScreens {
  const router = files.find((f) => f.path === 'app/router.tsx')!
  const screenOf = new Map(
    [...router.text.matchAll(/(\w+): \(\) => import\('\.\.\/([^']+)'\)/g)].map((m) => [m[1]!, m[2]!] as const),
  )
  const withExt = (p: string) => files.find((f) => f.path === `${p}.tsx` || f.path === `${p}.ts`)!.path
  const routes: Record<string, string[]> = {}
  for (const name of ROUTE_NAMES) {
    routes[name] = matchRoute(ROUTES[name].path).chain.map((link) => withExt(screenOf.get(link)!))
  }
  return { start: ['main.tsx', 'app/start.tsx'], routes, routers: ['app/router.tsx'] }
}

describe('every i18n namespace a module uses is registered wherever it renders', () => {
  const files = sources(root)

  it('finds every route screen', () => {
    const screens = routeScreens(files)
    expect(Object.keys(screens.routes)).toHaveLength(ROUTE_NAMES.length)
    expect(screens.routes.Liquidity).toEqual(['features/swap/SwapIndex.tsx', 'features/liquidity/Liquidity.tsx'])
  })

  it('web/src: no module names a namespace that its route or its importer does not register', () => {
    expect(namespaceViolations(files, routeScreens(files))).toEqual([])
  })

  const planted: SourceFile[] = [
    { path: 'main.tsx', text: "import './app/start'" },
    { path: 'app/start.tsx', text: "import { Shell } from './Shell'" },
    { path: 'app/Shell.tsx', text: "const { t } = useTranslation()\nt('nav.menu')" },
    {
      path: 'features/swap/i18n/index.ts',
      text: "export const SWAP_NAMESPACE = 'swap'\nexport function registerSwapTexts(): void {\n  registerNamespaceLoaders<SwapTexts>(SWAP_NAMESPACE, {})\n}",
    },
    {
      path: 'features/swap/Swap.tsx',
      text: "import { registerSwapTexts, SWAP_NAMESPACE } from './i18n'\nregisterSwapTexts()\nuseTranslation(SWAP_NAMESPACE)\nconst Chart = lazy(() => import('./Chart'))",
    },
    { path: 'features/swap/Chart.tsx', text: "t('swap:icons.chart')" },
    {
      path: 'features/liquidity/Header.tsx',
      text: "import { LIQUIDITY_NAMESPACE } from './i18n'\nuseTranslation(LIQUIDITY_NAMESPACE)\nt('swap:icons.settings')",
    },
    {
      path: 'features/liquidity/i18n/index.ts',
      text: "export const LIQUIDITY_NAMESPACE = 'liquidity'\nexport function registerLiquidityTexts(): void {\n  registerNamespaceLoaders<L>(LIQUIDITY_NAMESPACE, {})\n}",
    },
    {
      path: 'features/liquidity/Liquidity.tsx',
      text: "import { registerLiquidityTexts } from './i18n'\nimport { Header } from './Header'\nregisterLiquidityTexts()",
    },
  ]
  const plantedScreens: RouteScreens = {
    start: ['main.tsx', 'app/start.tsx'],
    routes: { Swap: ['features/swap/Swap.tsx'], Liquidity: ['features/liquidity/Liquidity.tsx'] },
    routers: [],
  }

  it("refuses issue 30's bug: the liquidity header naming swap's texts, registered only by the Swap screen", () => {
    expect(namespaceViolations(planted, plantedScreens)).toEqual([
      { file: 'features/liquidity/Header.tsx', namespace: 'swap', context: 'Liquidity' },
    ])
  })

  it('accepts a lazy part using the namespace its importer registered, and the shared catalogue anywhere', () => {
    const fixed = planted.map((f) =>
      f.path === 'features/liquidity/Header.tsx'
        ? { ...f, text: f.text.replace("t('swap:icons.settings')", "t('translation:nav.back')") }
        : f,
    )
    expect(namespaceViolations(fixed, plantedScreens)).toEqual([])
  })
})
