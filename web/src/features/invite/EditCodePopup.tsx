import type { InviteEditData } from '@phoswap/core/api/team'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { apiPost } from '../../api/client'
import { Button } from '../../ui/Button'
import { Popup } from '../../ui/Popup'
import { showToast } from '../../ui/toastStore'
import { INVITE_NAMESPACE } from './i18n'
import { INVITE_QUERY } from './useInvite'

const CODE = /^[A-Za-z0-9]{6,16}$/

/** POST /user-center/invite-edit: the user picks their own invite code (the server keeps it unique). */
export function EditCodePopup({ open, current, onClose }: { open: boolean; current: string; onClose: () => void }) {
  const { t } = useTranslation(INVITE_NAMESPACE)
  const queryClient = useQueryClient()
  const [input, setInput] = useState(current)
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const hintId = useId()

  const confirm = async () => {
    if (busy) return
    const code = input.trim()
    if (!CODE.test(code)) {
      showToast(t('edit.invalid'), 'error')
      return
    }
    setBusy(true)
    try {
      await apiPost<InviteEditData>('/user-center/invite-edit', { invite_code: code })
      showToast(t('edit.done'), 'success')
      onClose()
      await queryClient.invalidateQueries({ queryKey: [INVITE_QUERY] })
      await queryClient.invalidateQueries({ queryKey: ['account'] })
    } catch (error) {
      if (!(error instanceof ApiError)) console.error('invite-edit failed', error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t('edit.title')}
      placement="center"
      testId="edit-code-popup"
      closeLabel={t('bind.cancel')}
    >
      <div className="invite-form">
        <label className="invite-form__label" htmlFor={inputId}>
          {t('edit.label')}
        </label>
        <input
          id={inputId}
          className="invite-form__input"
          data-testid="edit-code-input"
          value={input}
          maxLength={16}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void confirm()
          }}
        />
        <p id={hintId} className="invite-form__hint">
          {t('edit.hint')}
        </p>
        <div className="invite-form__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('bind.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void confirm()} data-testid="edit-code-confirm">
            {t('bind.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  )
}
