import { useTranslation } from 'react-i18next'

/** Where a balance is held: in the user's wallet on chain, or in the reward wallet the server keeps. */
export type BalancePlace = 'chain' | 'reward'

/**
 * The line under a balance's label that says where it is ("In wallet (on chain)", "In reward wallet"), so two
 * balances of one coin on different screens cannot be taken for the same (issue 30).
 */
export function BalanceWhere({ where }: { where: BalancePlace }) {
  const { t } = useTranslation()
  return (
    <small className={`balance-where balance-where--${where}`} data-testid="balance-where" data-where={where}>
      {t(`common.balanceWhere.${where}`)}
    </small>
  )
}
