import type { Alert } from '@phoswap/core/api/console'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../i18n/i18n'
import type { AlertsBanner as Banner } from './AlertsBanner'
import { registerAdminTexts } from './i18n'
import { ADMIN_KEY } from './ui/useAdmin'

let AlertsBanner: typeof Banner

beforeAll(async () => {
  await initI18n()
  registerAdminTexts()
  AlertsBanner = (await import('./AlertsBanner')).AlertsBanner
})

const alert = (id: number, kind: Alert['kind'], acknowledged: boolean): Alert => ({
  id,
  kind,
  chain_id: 31337,
  coin_id: 6,
  subject: kind === 'pool_short' ? 'pool:airdrop' : null,
  detail: kind === 'pool_short' ? { balance: '1', expected_tomorrow: '5' } : {},
  created_at: '2026-11-27T10:00:00.000Z',
  last_seen_at: '2026-11-27T12:00:00.000Z',
  seen: 3,
  acknowledged_at: acknowledged ? '2026-11-27T13:00:00.000Z' : null,
  acknowledged_by: acknowledged ? '0x00000000000000000000000000000000000000aa' : null,
})

/** The banner as first painted with the server's answers already in the cache. */
function render(list: Alert[], language = 'en-US') {
  void i18n.changeLanguage(language)
  const client = new QueryClient()
  client.setQueryData([ADMIN_KEY, 'alerts', 'open', { open: true }], { list })
  client.setQueryData([ADMIN_KEY, 'coins', null], {
    list: [
      {
        coin_id: 6,
        coin_en: 'GDT',
        coin_key: 'GDT',
        decimals: 18,
        on_chain: true,
        fee_rate_ppm: 0,
        withdraw_fee_ppm: 0,
        sort: 1,
      },
    ],
  })
  const tree = h(QueryClientProvider, { client }, h(I18nextProvider, { i18n }, h(AlertsBanner)))
  return renderToStaticMarkup(tree)
}

describe('the alerts banner', () => {
  it('shows each open alert with its kind, what to do, where and how often, and an acknowledge button', () => {
    const html = render([alert(1, 'pool_short', false), alert(2, 'rpc_down', false), alert(3, 'books_differ', true)])
    expect(html).toContain('data-testid="admin-alerts"')
    expect(html).toContain('Alerts to handle (2)')
    expect(html).toContain('A pool is short for tomorrow&#x27;s settlement')
    expect(html).toContain('Fund the pool before tomorrow')
    expect(html).toContain('Chain 31337 · coin GDT')
    expect(html).toContain('pool:airdrop')
    expect(html).toContain('Seen 3 times')
    expect(html).toContain('data-testid="admin-alert-2"')
    // The acknowledged one is not shown.
    expect(html).not.toContain('data-testid="admin-alert-3"')
    expect(html.match(/data-testid="admin-alert-ack"/g)).toHaveLength(2)
  })

  it('shows nothing when no alert is open, and speaks the user language', () => {
    expect(render([alert(3, 'books_differ', true)])).toBe('')
    expect(render([alert(4, 'indexer_lag', false)], 'zh-CN')).toContain('索引器落后于链')
  })
})
