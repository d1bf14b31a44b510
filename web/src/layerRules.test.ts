import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAYERS, type Layer, layerViolations } from './layerRules'

const root = import.meta.dirname

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    if (!/\.tsx?$/.test(entry.name)) return []
    return [{ path: relative(root, full).split(sep).join('/'), text: readFileSync(full, 'utf8') }]
  })
}

describe('layers of web/src point down', () => {
  it('no file imports a layer above its own, and no feature imports another', () => {
    expect(layerViolations(sources(root))).toEqual([])
  })

  it('puts the shell above the features, the floors they stand on below them', () => {
    const at = (layer: Layer) => LAYERS.indexOf(layer)
    expect(at('app')).toBeGreaterThan(at('features'))
    for (const floor of ['ui', 'navigation', 'chain', 'trade', 'api', 'bills', 'session'] as const)
      expect(at(floor)).toBeLessThan(at('features'))
  })

  it('catches an arrow planted in the real tree: a feature reaching up into app/', () => {
    const planted = {
      path: 'features/swap/Swap.tsx',
      text: "import { SideMenu } from '../../app/SideMenu'\nimport { useGoTo } from '../../navigation/useGoTo'",
    }
    const tree = sources(root).filter((file) => file.path !== planted.path)
    expect(layerViolations([...tree, planted])).toEqual([
      { file: 'features/swap/Swap.tsx', imports: 'app/SideMenu', rule: 'features/ must not import app/' },
    ])
  })

  it.each([
    [
      'ui/Button.tsx',
      "import { useActiveNetwork } from '../chain/network/useActiveNetwork'",
      'ui/ must not import chain/',
    ],
    ['ui/Button.tsx', "import { apiGet } from '../api/client'", 'ui/ must not import api/'],
    ['chain/tx/useChainAction.ts', "import { signIn } from '../../api/auth/signIn'", 'chain/ must not import api/'],
    ['chain/wallet/wallet.ts', "import { Shell } from '../../app/Shell'", 'chain/ must not import app/'],
    [
      'chain/wallet/wallet.ts',
      "export { TokenPicker } from '../../trade/TokenPicker'",
      'chain/ must not import trade/',
    ],
    ['api/useIndexConfig.ts', "import { takePrefetched } from '../app/prefetchHome'", 'api/ must not import app/'],
    [
      'trade/TokenPicker.tsx',
      "const Page = lazy(() => import('../features/swap/Swap'))",
      'trade/ must not import features/',
    ],
    [
      'features/swap/Swap.tsx',
      "import { reservesFor } from '../liquidity/pairFor'",
      'a feature must not import another feature',
    ],
    ['features/mine/Mine.tsx', "import { useGoTo } from '../../app/useGoTo'", 'features/ must not import app/'],
    ['features/mine/Mine.tsx', "import type { Props } from '../../app/Shell'", 'features/ must not import app/'],
    ['features/mine/Mine.tsx', "const Ssr = () => import('../../ssr/renderHome')", 'features/ must not import ssr/'],
    [
      'navigation/useGoTo.ts',
      "import { useWalletState } from '../chain/wallet/walletState'",
      'navigation/ must not import chain/',
    ],
    [
      'session/WalletGate.tsx',
      "import { registerWalletTexts } from '../features/wallet/i18n'",
      'session/ must not import features/',
    ],
    ['api/client.ts', "import { WalletGate } from '../session/WalletGate'", 'api/ must not import session/'],
    ['api/client.ts', "import { RecordBills } from '../bills/RecordBills'", 'api/ must not import bills/'],
    [
      'bills/RecordBills.tsx',
      "import { registerWalletTexts } from '../features/wallet/i18n'",
      'bills/ must not import features/',
    ],
    [
      'app/SideMenu.tsx',
      "import { MINE_NAMESPACE } from '../features/mine/i18n'",
      'app/ loads features only lazily, in app/router.tsx',
    ],
    [
      'app/Shell.tsx',
      "const Mine = lazy(() => import('../features/mine/Mine'))",
      'app/ loads features only lazily, in app/router.tsx',
    ],
    [
      'app/router.tsx',
      "import HomeIndex from '../features/home/HomeIndex'",
      'app/ loads features only lazily, in app/router.tsx',
    ],
  ])('a planted import in %s is refused: %s', (path, text, rule) => {
    expect(layerViolations([{ path, text }]).map((v) => v.rule)).toEqual([rule])
  })

  it('imports within a layer, downwards, inside one feature and the lazy route table pass', () => {
    const files = [
      {
        path: 'trade/TokenPicker.tsx',
        text: "import { Popup } from '../ui/Popup'\nimport { x } from '../chain/reads/readBatch'",
      },
      {
        path: 'features/swap/Swap.tsx',
        text: "import { quote } from './quote'\nimport { goTo } from '../../navigation/useGoTo'\nimport { WalletGate } from '../../session/WalletGate'",
      },
      { path: 'app/router.tsx', text: "const Swap = () => import('../features/swap/Swap')" },
      { path: 'app/Header.tsx', text: "import { Link } from '../navigation/hashRouter'" },
      {
        path: 'ssr/renderHome.tsx',
        text: "import { App } from '../app/App'\nimport { x } from '../features/home/phoPair'",
      },
    ]
    expect(layerViolations(files)).toEqual([])
  })
})
