import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../../../api/ApiError'
import { providerError } from '../../../chain/wallet/providerError'
import { i18n, initI18n } from '../../../i18n/i18n'
import { ADMIN_NAMESPACE, registerAdminTexts } from '../i18n'
import type { ReviewDialogProps, ReviewDialog as ReviewDialogType } from './ReviewDialog'
import type { adminErrorText as errorTextType } from './useAdmin'

let ReviewDialog: typeof ReviewDialogType
let adminErrorText: typeof errorTextType

beforeAll(async () => {
  await initI18n()
  registerAdminTexts()
  ReviewDialog = (await import('./ReviewDialog')).ReviewDialog
  adminErrorText = (await import('./useAdmin')).adminErrorText
})

const changes = [
  { key: 'fee', label: 'Transfer fee', before: '0.1 % (1000 ppm)', after: '0.2 % (2000 ppm)' },
  { key: 'new', label: 'Withdraw fee', before: null, after: '1 %' },
]

function render(props: Partial<ReviewDialogProps> = {}, language = 'en-US') {
  void i18n.changeLanguage(language)
  const dialog = h(ReviewDialog, {
    title: 'Change coin fees',
    changes,
    onConfirm: () => {},
    onCancel: () => {},
    ...props,
  })
  return renderToStaticMarkup(h(I18nextProvider, { i18n }, dialog))
}

describe('the console review dialog', () => {
  it('is a named modal dialog with a before -> after row per change, described by what confirming does', () => {
    const html = render()
    expect(html).toMatch(/role="dialog"[^>]*aria-modal="true"/)
    expect(html).toMatch(/aria-labelledby="[^"]+"/)
    expect(html).toMatch(/aria-describedby="[^"]+"/)
    expect(html).toContain('<th scope="col">Now</th><th scope="col">Becomes</th>')
    expect(html).toMatch(/data-testid="admin-review-fee-before">0\.1 % \(1000 ppm\)</)
    expect(html).toMatch(/data-testid="admin-review-fee-after"><strong>0\.2 % \(2000 ppm\)</)
    // Nothing before: said, not left blank.
    expect(html).toMatch(/data-testid="admin-review-new-before">\(none\)</)
    expect(html).toContain('written to the audit log')
    // The optional note, labelled, at most 500 characters.
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Note \(optional\)<\/label><textarea id="\1"[^>]*maxLength="500"/)
    // Cancel before Confirm (the first focus), both enabled.
    expect(html.indexOf('admin-review-cancel')).toBeLessThan(html.indexOf('admin-review-confirm'))
    expect(html).not.toMatch(/<button[^>]*disabled[^>]*data-testid="admin-review-(cancel|confirm)"/)
    expect(html).not.toContain('role="alert"')
  })

  it('says a signed change needs the wallet signature; shows a failure as an alert; waits while busy', () => {
    expect(render({ signed: true })).toContain('your wallet asks you to sign it')
    const failed = render({ error: 'Failed: fee out of range' })
    expect(failed).toMatch(/role="alert"[^>]*>Failed: fee out of range</)
    const busy = render({ busy: true })
    expect(busy).toMatch(/<button[^>]*disabled=""[^>]*data-testid="admin-review-cancel"/)
    expect(busy).toMatch(/<button[^>]*disabled=""[^>]*data-testid="admin-review-confirm"[^>]*>.*Submitting…/)
    expect(busy).toMatch(/<textarea[^>]*disabled=""/)
    expect(render({ withNote: false })).not.toContain('<textarea')
  })

  it('speaks the user language', () => {
    const html = render({}, 'zh-CN')
    expect(html).toContain('<th scope="col">当前</th><th scope="col">更改为</th>')
    expect(html).toContain('确认更改')
    expect(render({ signed: true }, 'ja-JP')).toContain('署名')
  })

  it('words a failed change: a refused signature, the server reason, or that nothing changed', () => {
    void i18n.changeLanguage('en-US')
    const t = (key: string, options: Record<string, string>) =>
      String(i18n.t(key, { ns: ADMIN_NAMESPACE, lng: 'en-US', ...options }))
    expect(adminErrorText(providerError(4001, 'User rejected'), t)).toBe('The wallet refused to sign: nothing changed.')
    expect(adminErrorText(new ApiError('fee_rate_ppm too large', 400, 40000), t)).toBe('Failed: fee_rate_ppm too large')
    expect(adminErrorText(new ApiError('Connection timed out', 0, null), t)).toBe('Connection timed out')
    expect(adminErrorText(new Error('boom'), t)).toBe('Failed: nothing changed.')
  })
})
