import type { ActionFields } from '@phoswap/core/auth/actionFields'
import type { OperatorAction } from '@phoswap/core/auth/actions'
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../api/ApiError'
import { type SignedActionRequest, type SignedActionTransport, signedAction } from '../../../api/auth/signedAction'
import { apiGet, apiPost, apiPostEnvelope } from '../../../api/client'
import { loadWallet } from '../../../chain/wallet/loadWallet'
import { isUserRejection } from '../../../chain/wallet/providerError'
import { useWalletState } from '../../../chain/wallet/walletState'
import { showToast } from '../../../ui/toastStore'
import { ADMIN_NAMESPACE } from '../i18n'

/** Every console query's key starts here, so a change refreshes what the console shows at once. */
export const ADMIN_KEY = 'admin-console'

type Query = Record<string, string | number | boolean | undefined>

/**
 * An admin API read (`GET /v1/admin/...`) with the signed-in operator's session. Quiet: the section says a failure
 * in place (QueryState), not with a toast.
 */
export function useAdminQuery<T>(key: QueryKey, path: string, query?: Query, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [ADMIN_KEY, ...key, query ?? null],
    queryFn: ({ signal }) => apiGet<T>(path, { query, signal, quiet: true }),
    enabled: options.enabled ?? true,
    retry: false,
  })
}

/** A change of the admin API: its route (`/admin/...`), its body without the note, the operator's optional note. */
interface PlainChange {
  path: string
  body?: Record<string, unknown>
  /** Kept in the audit log; empty: none sent. */
  note?: string
  signed?: undefined
}

/**
 * A dangerous change: the signed operator action (core/src/auth/actionFields.ts) the wallet signs first, over the
 * body and the note, exactly as a user's withdraw is signed (api/auth/signedAction); its body is typed by the action.
 */
type SignedChange = {
  [A in OperatorAction]: { path: string; signed: A; body: Omit<ActionFields<A>, 'note'>; note?: string }
}[OperatorAction]

export type AdminChange = PlainChange | SignedChange

/** The server's refusal is said in the review dialog, not by the client's generic toast. */
const quietTransport: SignedActionTransport = {
  post: (path, body) => apiPost(path, body, { quiet: true }),
  postEnvelope: (path, body) => apiPostEnvelope(path, body, { quiet: true }),
}

/** Why a change failed, in the user's language: a refused signature, the server's reason, or that nothing changed. */
export function adminErrorText(error: unknown, t: (key: string, options: Record<string, string>) => string): string {
  if (isUserRejection(error)) return t('errors.rejected', {})
  if (error instanceof ApiError && error.message && error.status !== 0)
    return t('errors.failed', { reason: error.message })
  if (error instanceof ApiError && error.message) return error.message
  return t('errors.unknown', {})
}

/**
 * An operator change: posts it (signed first when dangerous), with the optional note; one at a time (a second click
 * while one runs is ignored); on success every console query is refreshed and a toast says it is saved and audited.
 * `run` resolves with the route's data, or undefined when it failed (then `error` says why) or was ignored.
 */
export function useAdminMutation() {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const queryClient = useQueryClient()
  const { address, chainId } = useWalletState()
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const run = useCallback(
    async <T = unknown>(change: AdminChange): Promise<T | undefined> => {
      if (running.current) return undefined
      running.current = true
      setBusy(true)
      setError(null)
      try {
        const fields = { ...change.body, ...(change.note ? { note: change.note } : {}) }
        let data: T
        if (change.signed) {
          if (!address || !chainId) throw new ApiError(t('gate.connect'), 0, null)
          const signer = (await loadWallet()).signerOf(address, chainId)
          const request = { action: change.signed, path: change.path, fields } as unknown as SignedActionRequest
          data = (await signedAction<T>(signer, request, quietTransport)).data
        } else {
          data = await apiPost<T>(change.path, fields, { quiet: true })
        }
        await queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] })
        showToast(t('saved'), 'success')
        return data
      } catch (caught) {
        console.warn('admin change', change.path, caught)
        setError(adminErrorText(caught, t))
        return undefined
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [address, chainId, queryClient, t],
  )
  const reset = useCallback(() => setError(null), [])
  return { run, busy, error, reset }
}
