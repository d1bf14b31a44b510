import { useState } from 'react'
import '../settings/adminSettings.css'
import { BannersPanel } from './BannersPanel'
import { registerContentTexts, useContentTexts } from './i18n'
import { NoticesPanel } from './NoticesPanel'

registerContentTexts()

/** Content (issue 32): notices per language with the app's own preview, and banners per language. */
export default function ContentSection() {
  const t = useContentTexts()
  const [tab, setTab] = useState<'notices' | 'banners'>('notices')
  return (
    <div className="admin-set" data-testid="admin-content">
      <fieldset className="admin-set__switch">
        <legend className="visually-hidden">{t('tabs')}</legend>
        {(['notices', 'banners'] as const).map((id) => (
          <button
            key={id}
            type="button"
            className="admin-set__switch-button"
            aria-pressed={tab === id}
            data-testid={`admin-content-${id}`}
            onClick={() => setTab(id)}
          >
            {t(id)}
          </button>
        ))}
      </fieldset>
      {tab === 'notices' ? <NoticesPanel /> : <BannersPanel />}
    </div>
  )
}
