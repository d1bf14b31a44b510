import { parseStarRequirements } from '@phoswap/core/rewards/starCards'
import type { StarRequirement } from '@phoswap/core/rewards/starLevel'
import { useId } from 'react'
import { type AdminCoin, exactCoin } from '../coins/coinFormat'
import { coinText, parseCoinAmount } from '../ui/amounts'
import { useSettingsTexts } from './i18n'

/** The five levels as typed: TVLs in USDT (coins), the counts as whole numbers. */
export type StarRows = { ownTvl: string; teamTvl: string; validDirect: string; teamValid: string; lines: string }[]

const FIELDS = ['ownTvl', 'teamTvl', 'validDirect', 'teamValid', 'lines'] as const
const usdtDecimals = (coins: AdminCoin[]) => coins.find((c) => c.coin_en === 'USDT')?.decimals ?? 18

export function starRowsOf(value: string | null, coins: AdminCoin[]): StarRows {
  const list = value ? parseStarRequirements(value) : null
  const decimals = usdtDecimals(coins)
  return Array.from({ length: 5 }, (_, i) => {
    const r = list?.[i]
    return {
      ownTvl: r ? coinText(r.ownTvl, decimals) : '',
      teamTvl: r ? coinText(r.teamTvl, decimals) : '',
      validDirect: r ? String(r.validDirect) : '',
      teamValid: r ? String(r.teamValid) : '',
      lines: r ? String(r.lines) : '',
    }
  })
}

/** The setting's JSON from the rows, checked by core's parseStarRequirements (the server's own rule); null if refused. */
export function starsText(rows: StarRows, coins: AdminCoin[]): string | null {
  const decimals = usdtDecimals(coins)
  const list: Record<string, unknown>[] = []
  for (const row of rows) {
    const own = parseCoinAmount(row.ownTvl, decimals, { allowZero: true })
    const team = parseCoinAmount(row.teamTvl, decimals, { allowZero: true })
    const counts = [row.validDirect, row.teamValid, row.lines].map((n) =>
      /^\d{1,8}$/.test(n.trim()) ? Number(n) : null,
    )
    if (!own.ok || !team.ok || counts.some((n) => n === null)) return null
    list.push({
      own_tvl: own.value.toString(),
      team_tvl: team.value.toString(),
      valid_direct: counts[0],
      team_valid: counts[1],
      lines: counts[2],
    })
  }
  const json = JSON.stringify(list)
  return parseStarRequirements(json) ? json : null
}

export function StarsTable({ rows, coins }: { rows: StarRequirement[]; coins: AdminCoin[] }) {
  const t = useSettingsTexts()
  const decimals = usdtDecimals(coins)
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="admin-set__scroll admin-table-wrap" tabIndex={0} aria-label={t('stars.order')}>
      <table className="admin-set__table">
        <thead>
          <tr>
            <th scope="col">{t('stars.level', { level: '' }).trim()}</th>
            {FIELDS.map((f) => (
              <th key={f} scope="col">
                {t(`stars.${f}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.level}>
              <th scope="row">{t('stars.level', { level: r.level })}</th>
              <td>{exactCoin(r.ownTvl, decimals, 'USDT')}</td>
              <td>{exactCoin(r.teamTvl, decimals, 'USDT')}</td>
              <td>{r.validDirect}</td>
              <td>{r.teamValid}</td>
              <td>{r.lines}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export function StarsEditor({ rows, onChange }: { rows: StarRows; onChange: (rows: StarRows) => void }) {
  const t = useSettingsTexts()
  const id = useId()
  return (
    <div className="admin-set__scroll admin-table-wrap">
      <table className="admin-set__table admin-set__table--inputs" data-testid="admin-stars-editor">
        <caption className="admin-set__caption">{t('stars.order')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stars.level', { level: '' }).trim()}</th>
            {FIELDS.map((f) => (
              <th key={f} scope="col" id={`${id}-${f}`}>
                {t(`stars.${f}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five levels are fixed positions
            <tr key={i}>
              <th scope="row" id={`${id}-level-${i}`}>
                {t('stars.level', { level: i + 1 })}
              </th>
              {FIELDS.map((f) => (
                <td key={f}>
                  <input
                    className="admin-field__input"
                    inputMode={f.endsWith('Tvl') ? 'decimal' : 'numeric'}
                    aria-labelledby={`${id}-level-${i} ${id}-${f}`}
                    value={row[f]}
                    data-testid={`admin-stars-${i + 1}-${f}`}
                    onChange={(e) => onChange(rows.map((r, j) => (j === i ? { ...r, [f]: e.target.value } : r)))}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
