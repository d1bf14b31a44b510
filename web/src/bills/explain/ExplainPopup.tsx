import type { ExplainData } from '@phoswap/core/api/reward'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiGet } from '../../api/client'
import { ExplorerLink } from '../../trade/ExplorerLink'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/formatNumber'
import { Popup } from '../../ui/Popup'
import { explainView } from './explainView'
import { EXPLAIN_NAMESPACE, registerExplainTexts } from './i18n'
import './explain.css'

registerExplainTexts()

interface ExplainPopupProps {
  open: boolean
  /** The bill's ledger entry. */
  entryId: number
  onClose: () => void
}

function Explanation({ data }: { data: ExplainData }) {
  const { t, i18n } = useTranslation(EXPLAIN_NAMESPACE)
  const view = explainView(data, i18n.language)
  return (
    <div className="explain" lang={i18n.language}>
      <p className="explain__summary" data-testid="explain-summary">
        {t(view.summary.key, view.summary.values)}
      </p>
      <dl className="explain__facts">
        <div>
          <dt>{t('result')}</dt>
          <dd data-testid="explain-result">
            {data.result.map((c) => `${formatBalance(c.amount, c.decimals, i18n.language)} ${c.coin_en}`).join(' + ')}
          </dd>
        </div>
      </dl>
      <p className="explain__meta" data-testid="explain-run">
        {data.job
          ? t('run', { job: t(`jobs.${data.job}`, { defaultValue: data.job }), period: data.period })
          : t('action', { period: data.period })}
      </p>
      <p className="explain__meta" data-testid="explain-rule">
        {t('rule', { rule: data.rule, version: data.rule_version })}
      </p>
      <p
        className={`explain__check explain__check--${view.matches ? 'ok' : 'bad'}`}
        data-testid="explain-check"
        role="status"
      >
        {view.matches ? t('checked') : t('mismatch')}
      </p>
      {view.items.length > 0 ? (
        <>
          <h3 className="explain__heading">{t('inputs')}</h3>
          <ul className="explain__items" data-testid="explain-items">
            {view.items.map((item, n) => (
              // The items are a fixed record: their order never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: a recorded list, never reordered
              <li key={n} className="explain__item">
                <span>{t(`items.${item.key}`, item.values)}</span>
                {item.chain ? (
                  <ExplorerLink
                    chainId={item.chain.chainId}
                    hash={item.chain.hash}
                    short
                    testIds={{ link: 'explain-tx-link', hash: 'explain-tx-hash' }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/** "Why?" of a reward bill: the record its entry was posted with, checked again here with core's rule. */
export function ExplainPopup({ open, entryId, onClose }: ExplainPopupProps) {
  const { t } = useTranslation(EXPLAIN_NAMESPACE)
  const query = useQuery({
    queryKey: ['reward', 'explain', entryId],
    queryFn: ({ signal }) => apiGet<ExplainData>('/reward/explain', { query: { entry_id: entryId }, signal }),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY, // a record never changes
  })
  return (
    <Popup open={open} title={t('title')} onClose={onClose} placement="sheet" testId="explain-popup">
      {query.data ? (
        <Explanation data={query.data} />
      ) : query.isError ? (
        <div className="explain__state" role="alert">
          <p>{t('failed')}</p>
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <p className="explain__state" role="status">
          {t('loading')}
        </p>
      )}
    </Popup>
  )
}

export default ExplainPopup
