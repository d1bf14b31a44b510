import type { ForecastData } from '@phoswap/core/api/console'
import { useTranslation } from 'react-i18next'
import { ADMIN_NAMESPACE } from '../i18n'
import { AdminTable } from '../ui/AdminTable'
import { type AdminCoin, exactCoin } from '../ui/coins'
import { Empty, QueryState } from '../ui/QueryState'
import { useAdminQuery } from '../ui/useAdmin'

/** Tomorrow's expected payouts per pool against the pool's balance; a pool that cannot pay them is in red. */
export function SettlementForecast({ coins }: { coins: ReadonlyMap<number, AdminCoin> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const forecast = useAdminQuery<ForecastData>(['jobs', 'forecast'], '/admin/jobs/forecast')
  return (
    <div className="admin-card" data-testid="admin-forecast">
      <h3>{t('settlements.forecast')}</h3>
      <QueryState query={forecast}>
        {(data) => (
          <>
            <p className="admin-muted">{t('settlements.forecastDay', { day: data.day })}</p>
            {data.list.length === 0 ? (
              <Empty />
            ) : (
              <AdminTable
                label={t('settlements.forecast')}
                head={[
                  { label: t('books.pool') },
                  { label: t('books.balance'), num: true },
                  { label: t('settlements.expected'), num: true },
                  { label: t('settlements.status') },
                ]}
              >
                {data.list.map((row) => (
                  <tr
                    key={`${row.pool}-${row.coin_id}`}
                    className={row.short ? 'admin-row--bad' : undefined}
                    data-testid={`admin-forecast-${row.pool}-${row.coin_id}`}
                    data-short={String(row.short)}
                  >
                    <td>
                      <code className="admin-code">{row.pool}</code>
                      <span className="admin-block admin-muted">{row.program}</span>
                    </td>
                    <td className="admin-num">{exactCoin(row.balance, coins.get(row.coin_id), row.coin_id)}</td>
                    <td className="admin-num">
                      {exactCoin(row.expected_tomorrow, coins.get(row.coin_id), row.coin_id)}
                    </td>
                    <td>
                      {row.short ? (
                        <span className="admin-bad">
                          {t('settlements.short')} · {t('settlements.shortTodo')}
                        </span>
                      ) : (
                        t('settlements.enough')
                      )}
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </>
        )}
      </QueryState>
    </div>
  )
}
