import { useTranslation } from 'react-i18next'

/** The ecosystem's projects, drawn as our own small wordmarks (no external images). */
const PARTNERS: { name: string; colour: string; shape: 'circle' | 'square' | 'diamond' }[] = [
  { name: 'GDT', colour: '#f59e0b', shape: 'circle' },
  { name: 'VGT', colour: '#10b981', shape: 'diamond' },
  { name: 'QJF', colour: '#0ea5e9', shape: 'square' },
  { name: 'GET', colour: '#ec4899', shape: 'circle' },
  { name: 'FEP', colour: '#8b5cf6', shape: 'diamond' },
  { name: 'GDB', colour: '#ef4444', shape: 'square' },
]

function Wordmark({ name, colour, shape }: (typeof PARTNERS)[number]) {
  return (
    <svg className="partner__mark" viewBox="0 0 96 32" role="img" aria-label={name}>
      {shape === 'circle' ? <circle cx="14" cy="16" r="10" fill={colour} /> : null}
      {shape === 'square' ? <rect x="4" y="6" width="20" height="20" rx="5" fill={colour} /> : null}
      {shape === 'diamond' ? <path d="M14 4 26 16 14 28 2 16z" fill={colour} /> : null}
      <circle cx="14" cy="16" r="4" fill="#fff" fillOpacity="0.85" />
      <text x="32" y="21.5" fill="currentColor" fontSize="15" fontWeight="750" letterSpacing="0.5">
        {name}
      </text>
    </svg>
  )
}

export function Partners() {
  const { t } = useTranslation()
  return (
    <section className="home-section home-later" aria-labelledby="home-partners-title" data-testid="home-partners">
      <h2 className="home-section__title" id="home-partners-title">
        {t('home.partners')}
      </h2>
      <ul className="partners">
        {PARTNERS.map((partner) => (
          <li className="partner" key={partner.name}>
            <Wordmark {...partner} />
          </li>
        ))}
      </ul>
    </section>
  )
}
