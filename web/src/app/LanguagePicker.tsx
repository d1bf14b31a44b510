import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../i18n/i18n'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages'
import { CheckIcon, GlobeIcon } from '../ui/icons'
import { Popover } from '../ui/Popover'

export function LanguagePicker() {
  const { t, i18n } = useTranslation()
  const current = i18n.language as Language
  return (
    <Popover
      label={t('header.language')}
      trigger={({ open, toggle }) => (
        <button
          type="button"
          className="icon-button"
          data-testid="language-picker"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-label={t('header.language')}
          onClick={toggle}
        >
          <GlobeIcon />
        </button>
      )}
    >
      {(close) => (
        <>
          <p className="popover__title" aria-hidden="true">
            {t('header.language')}
          </p>
          {LANGUAGES.map((language) => (
            <button
              type="button"
              key={language}
              role="menuitemradio"
              aria-checked={language === current}
              lang={language}
              className="popover__item"
              data-testid={`language-option-${language}`}
              onClick={() => {
                close()
                void changeLanguage(language)
              }}
            >
              <span>{LANGUAGE_NAMES[language]}</span>
              {language === current ? <CheckIcon className="popover__check" /> : null}
            </button>
          ))}
        </>
      )}
    </Popover>
  )
}
