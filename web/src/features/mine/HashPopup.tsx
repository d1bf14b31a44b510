import type { HashInfo } from '@phoswap/core/api/gdt'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { apiPost } from '../../api/client'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { showToast } from '../../ui/toastStore'
import { useExclusive } from '../../ui/useExclusive'
import { MINE_REWARDS_NAMESPACE } from './rewardsI18n'

/**
 * The GDT tab's hash-entry popup (spec 001): a hash, checked by the server on the session's chain, shows its
 * address and the acquirable amount (the caller's own reward only); confirm closes it with `swap311`. The server
 * reads the receipt itself; the hash is a hint, and a swap counts once however often it is entered.
 */
export function HashPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(MINE_REWARDS_NAMESPACE)
  const queryClient = useQueryClient()
  const inputId = useId()
  const [hash, setHash] = useState('')
  const [info, setInfo] = useState<HashInfo | null>(null)
  const { busy, run } = useExclusive<'check'>()

  async function check() {
    await run('check', async () => {
      try {
        setInfo(await apiPost<HashInfo>('/dex/valid-hash', { tx_hash: hash }))
      } catch (error) {
        setInfo(null)
        showToast(error instanceof ApiError ? error.message : String(error), 'error')
      }
    })
  }

  function confirm() {
    showToast(t('swap311', { ns: 'translation' }), 'success')
    void queryClient.invalidateQueries({ queryKey: ['mineRewards'] })
    setHash('')
    setInfo(null)
    onClose()
  }

  return (
    <Popup open={open} onClose={onClose} placement="center" title={t('hash.title')} testId="hash-popup">
      <div className="mine-hash">
        <label className="mine-hash__label" htmlFor={inputId}>
          {t('hash.label')}
        </label>
        <input
          id={inputId}
          className="mine-hash__input"
          data-testid="hash-input"
          value={hash}
          placeholder={t('hash.placeholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setHash(e.target.value)
            setInfo(null)
          }}
        />
        <Button
          variant="secondary"
          block
          loading={busy === 'check'}
          data-testid="hash-check"
          onClick={() => void check()}
        >
          {t('hash.check')}
        </Button>
        <dl className="mine-figures mine-figures--one">
          <div>
            <dt>{t('hash.address')}</dt>
            <dd className="mine-hash__address" data-testid="hash-address">
              {info ? info.address : '--'}
            </dd>
          </div>
          <div>
            <dt>{t('hash.acquirable')}</dt>
            <dd data-testid="hash-reward">{info ? `${formatBalance(BigInt(info.self_reward), 18)} GDT` : '--'}</dd>
          </div>
        </dl>
        {info && !info.is_self ? <p className="mine-card__text">{t('hash.other')}</p> : null}
        {info?.is_self && !info.confirmed ? <p className="mine-card__text">{t('hash.pending')}</p> : null}
        {info?.is_self && !info.settled_day ? (
          <p className="mine-card__text" data-testid="hash-credit">
            {t('hash.credit')}
          </p>
        ) : null}
        {info?.settled_day ? <p className="mine-card__text">{t('hash.settled', { day: info.settled_day })}</p> : null}
        <Button block disabled={!info} data-testid="hash-confirm" onClick={confirm}>
          {t('hash.confirm')}
        </Button>
      </div>
    </Popup>
  )
}
