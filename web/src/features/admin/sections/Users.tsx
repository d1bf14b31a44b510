import type { AdminUserData } from '@phoswap/core/api/console'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isAddress } from 'viem'
import { useSearchParams } from '../../../navigation/hashRouter'
import { Button } from '../../../ui/Button'
import { ADMIN_NAMESPACE } from '../i18n'
import { useAdminCoins } from '../ui/coins'
import { QueryState } from '../ui/QueryState'
import { useAdminQuery } from '../ui/useAdmin'
import { Packs, Seats, Team } from './UserCommunityCards'
import { Balances, BillsCard, Withdraws } from './UserMoneyCards'

/**
 * Users (issue 32): an address looked up (kept in the URL, `#/admin/users?address=0x...`, so a link answers "where is
 * my withdrawal" at once): its reward-wallet balances, bills (paged), withdraw orders with their vouchers and status,
 * group seats, asset packs, team position and star level.
 */
export default function Users() {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const [params, setParams] = useSearchParams()
  const address = params.get('address') ?? ''
  const [text, setText] = useState(address)
  const [invalid, setInvalid] = useState(false)
  const id = useId()
  function submit(event: FormEvent) {
    event.preventDefault()
    const value = text.trim()
    if (!isAddress(value, { strict: false })) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setParams({ address: value.toLowerCase() }, { replace: true })
  }
  return (
    <div className="admin-section" data-testid="admin-users">
      <form className="admin-card admin-form" onSubmit={submit} aria-label={t('users.lookup')}>
        <div className="admin-field admin-field--wide">
          <label htmlFor={id} className="admin-field__label">
            {t('users.address')}
          </label>
          <input
            id={id}
            className="admin-field__input admin-code"
            value={text}
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${id}-error`}
            data-testid="admin-user-address"
            onChange={(event) => setText(event.target.value)}
          />
          <p
            id={`${id}-error`}
            className="admin-field__hint admin-field__hint--error"
            role={invalid ? 'alert' : undefined}
          >
            {invalid ? t('users.invalid') : ''}
          </p>
        </div>
        <Button type="submit" data-testid="admin-user-find">
          {t('users.find')}
        </Button>
      </form>
      {address && isAddress(address, { strict: false }) ? <UserView address={address} /> : null}
    </div>
  )
}

function UserView({ address }: { address: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const { byId, byKey } = useAdminCoins()
  const user = useAdminQuery<AdminUserData>(['users', address], `/admin/users/${address}`)
  return (
    <QueryState query={user} testId="admin-user">
      {(data) =>
        !data.registered ? (
          <p className="admin-muted admin-card" data-testid="admin-user-unknown">
            {t('users.notRegistered')}
          </p>
        ) : (
          <div className="admin-user" data-testid="admin-user" data-address={data.address}>
            <Balances data={data} coins={byId} />
            <Withdraws data={data} coins={byId} />
            <Team data={data} usdt={byKey.get('USDT')} />
            <BillsCard address={address} first={data.bills} coins={byId} />
            <Seats data={data} />
            <Packs data={data} coins={byKey} />
          </div>
        )
      }
    </QueryState>
  )
}
