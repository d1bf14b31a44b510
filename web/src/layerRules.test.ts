import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { layerViolations } from './layerRules'

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

  it.each([
    [
      'ui/Button.tsx',
      "import { useActiveNetwork } from '../chain/network/useActiveNetwork'",
      'ui/ must not import chain/',
    ],
    ['ui/Button.tsx', "import { apiGet } from '../api/client'", 'ui/ must not import api/'],
    ['chain/tx/useChainAction.ts', "import { signIn } from '../../api/auth/signIn'", 'chain/ must not import api/'],
    ['chain/wallet/wallet.ts', "import { useGoTo } from '../../app/useGoTo'", 'chain/ must not import app/'],
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
  ])('a planted import in %s is refused: %s', (path, text, rule) => {
    expect(layerViolations([{ path, text }]).map((v) => v.rule)).toEqual([rule])
  })

  it('imports within a layer, downwards and inside one feature pass', () => {
    const files = [
      {
        path: 'trade/TokenPicker.tsx',
        text: "import { Popup } from '../ui/Popup'\nimport { x } from '../chain/reads/readBatch'",
      },
      {
        path: 'features/swap/Swap.tsx',
        text: "import { quote } from './quote'\nimport { goTo } from '../../app/useGoTo'",
      },
      { path: 'app/router.tsx', text: "const Swap = () => import('../features/swap/Swap')" },
    ]
    expect(layerViolations(files)).toEqual([])
  })
})
