import { useTranslation } from 'react-i18next'
import { inviteUrl, maskMiddle } from '../api/auth/inviteCode'
import { useAccountInfo } from '../api/useAccountInfo'
import { copyText } from '../ui/copyText'
import { CopyIcon } from '../ui/pageIcons'
import { showToast } from '../ui/toastStore'

/**
 * The own invite link, masked, with a copy button: only for a user who already has a parent (spec 000, side
 * menu), and for the genesis address, the tree's root, which has none and is the first to invite.
 */
export function InviteBox() {
  const { t } = useTranslation()
  const { data: info } = useAccountInfo()
  if (!info || (info.parent_id === 0 && !info.is_genesis) || !info.invite_code) return null
  const url = inviteUrl(window.location.origin, info.invite_code)
  return (
    <div className="invite-box" data-testid="invite-box">
      <p className="invite-box__label">{t('invite.box')}</p>
      <div className="invite-box__row">
        <code className="invite-box__link">{maskMiddle(url)}</code>
        <button
          type="button"
          className="invite-box__copy"
          data-testid="invite-copy"
          onClick={async () => {
            const ok = await copyText(url)
            showToast(ok ? t('copySuccess') : t('copyFailure'), ok ? 'success' : 'error')
          }}
        >
          <CopyIcon /> {t('invite.copy')}
        </button>
      </div>
    </div>
  )
}
