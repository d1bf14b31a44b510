import type { InviteEditData } from '@phoswap/core/api/team'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { apiPost } from '../../api/client'
import { showToast } from '../../ui/toastStore'
import { InviteFormPopup } from './InviteFormPopup'
import { INVITE_NAMESPACE } from './i18n'
import { INVITE_QUERY } from './useInvite'

const CODE = /^[A-Za-z0-9]{6,16}$/

/** POST /user-center/invite-edit: the user picks their own invite code (the server keeps it unique). */
export function EditCodePopup({ open, current, onClose }: { open: boolean; current: string; onClose: () => void }) {
  const { t } = useTranslation(INVITE_NAMESPACE)
  const queryClient = useQueryClient()
  const [input, setInput] = useState(current)

  const confirm = async () => {
    const code = input.trim()
    if (!CODE.test(code)) {
      showToast(t('edit.invalid'), 'error')
      return
    }
    try {
      await apiPost<InviteEditData>('/user-center/invite-edit', { invite_code: code })
      showToast(t('edit.done'), 'success')
      onClose()
      await queryClient.invalidateQueries({ queryKey: [INVITE_QUERY] })
      await queryClient.invalidateQueries({ queryKey: ['account'] })
    } catch (error) {
      if (!(error instanceof ApiError)) console.error('invite-edit failed', error)
    }
  }

  return (
    <InviteFormPopup
      open={open}
      onClose={onClose}
      onConfirm={confirm}
      title={t('edit.title')}
      testId="edit-code-popup"
      label={t('edit.label')}
      hint={t('edit.hint')}
      input={{
        'data-testid': 'edit-code-input',
        value: input,
        maxLength: 16,
        onChange: (event) => setInput(event.target.value),
      }}
      confirmTestId="edit-code-confirm"
    />
  )
}
