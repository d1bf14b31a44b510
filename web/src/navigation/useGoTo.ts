import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '../ui/toastStore'
import { useNavigate } from './hashRouter'
import { type RouteName, routePath } from './routes'

/** Opens a named route, or says "not yet open" (swap65) when its screen is not built yet. */
export function useGoTo() {
  const navigate = useNavigate()
  const { t } = useTranslation()
  return useCallback(
    (name: RouteName | null, query?: Record<string, string | number>): boolean => {
      if (!name) {
        showToast(t('swap65'))
        return false
      }
      navigate(routePath(name, query))
      return true
    },
    [navigate, t],
  )
}
