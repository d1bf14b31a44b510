import type { RecordBook } from '@phoswap/core/api/reward'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/Button'
import { formatDateTime } from '../ui/format'
import { LoadMore } from '../ui/LoadMore'
import { onDemand } from '../ui/onDemand'
import { formatSignedChange } from './formatSignedChange'
import { BILLS_NAMESPACE, registerBillTexts } from './i18n'
import { useRecordList } from './useRecordList'
import './bills.css'

registerBillTexts()

/** The "why?" of a reward bill: its code and texts load when it first opens (route JS budget). */
const ExplainPopup = onDemand(() => import('./explain/ExplainPopup').then((m) => m.ExplainPopup))

interface RecordBillsProps {
  /** Whose postings: the reward wallet, the business earnings or the equity-card dividends. */
  book: RecordBook
  address: string
  /** The language the list is read in (the server words each bill in it). */
  language: string
  /** `data-testid` of the list; its rows are `record-<id>` with `record-why` on a reward that explains itself. */
  testId: string
  /** The screen's words for a book with no bill yet. */
  empty: string
  /** A coin's decimals (the wallet knows every coin's; the business and equity books are 18-decimal GDT and PHO). */
  decimalsOf?: (coinId: number) => number
}

/**
 * One book of the user's bills, newest first, page by page; a reward bill has "Why?", which opens the record its
 * entry was posted with (docs/decisions/0138-explainable-rewards.md, docs/decisions/0145-explain-books.md).
 */
export function RecordBills({ book, address, language, testId, empty, decimalsOf = () => 18 }: RecordBillsProps) {
  const { t } = useTranslation(BILLS_NAMESPACE)
  const [explained, setExplained] = useState<number | null>(null)
  const records = useRecordList(book, address, language)
  const list = records.data?.pages.flatMap((p) => p.list) ?? []
  return (
    <>
      <ul className="bills" data-testid={testId} lang={language}>
        {list.map((item) => {
          const change = formatSignedChange(item.usable_change_show, decimalsOf(item.coin_id))
          return (
            <li key={item.id} className="bill" data-testid={`record-${item.id}`}>
              <div className="bill__main">
                <strong data-testid="record-behavior">{item.behavior_txt}</strong>
                <span
                  className={`bill__change bill__change--${change.startsWith('-') ? 'out' : 'in'}`}
                  data-testid="record-change"
                >
                  {change} {item.coin_en}
                </span>
              </div>
              <div className="bill__meta">
                <time dateTime={item.created_at}>{formatDateTime(item.created_at, language)}</time>
                {item.explained ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="bill__why"
                    aria-label={t('whyOf', { behavior: item.behavior_txt, change: `${change} ${item.coin_en}` })}
                    aria-haspopup="dialog"
                    data-testid="record-why"
                    onClick={() => setExplained(item.entry_id)}
                  >
                    {t('why')}
                  </Button>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
      <ExplainPopup open={explained !== null} entryId={explained ?? 0} onClose={() => setExplained(null)} />
      <LoadMore
        testId={`${testId}-more`}
        hasMore={!!records.hasNextPage}
        loading={records.isPending || records.isFetchingNextPage}
        empty={list.length === 0}
        onMore={() => void records.fetchNextPage()}
        texts={{ more: t('loadMore'), empty, end: t('end') }}
      />
    </>
  )
}
