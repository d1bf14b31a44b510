import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useExternalLinks } from '../api/useExternalLinks'
import { useOperator } from '../api/useOperator'
import type { RouteName } from '../navigation/routes'
import { useGoTo } from '../navigation/useGoTo'
import { ChevronDownIcon, ChevronRightIcon, HomeIcon, InviteIcon } from '../ui/icons'
import { Logo } from '../ui/Logo'
import { Popup } from '../ui/Popup'
import {
  BridgeIcon,
  ChatIcon,
  ExternalIcon,
  GamesIcon,
  GiftIcon,
  HashIcon,
  LayersIcon,
  ShieldIcon,
  UserIcon,
} from '../ui/pageIcons'
import { InviteBox } from './InviteBox'

interface SideMenuProps {
  open: boolean
  onClose: () => void
}

function Entry(props: { icon: ReactNode; label: string; onClick: () => void; testId: string; trailing?: ReactNode }) {
  return (
    <button type="button" className="side-menu__entry" data-testid={props.testId} onClick={props.onClick}>
      <span className="side-menu__icon">{props.icon}</span>
      <span className="side-menu__label">{props.label}</span>
      {props.trailing ?? <ChevronRightIcon className="side-menu__chevron" />}
    </button>
  )
}

const MINE_TABS = [
  { id: 0, key: 'nav.minePho' },
  { id: 1, key: 'nav.mineGdt' },
  { id: 2, key: 'nav.mineVgt' },
] as const

export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation()
  const goTo = useGoTo()
  const [mineOpen, setMineOpen] = useState(false)
  const links = useExternalLinks()
  // The console's entry only for an account the server calls an operator (GET /v1/admin/me answered 200).
  const operator = useOperator().state === 'operator'
  // Only the sites the operator named are offered (an entry without a link is not shown).
  const external = [
    { key: 'chat', href: links.chat, icon: <ChatIcon /> },
    { key: 'hash', href: links.hash, icon: <HashIcon /> },
  ].flatMap((entry) => (entry.href ? [{ ...entry, href: entry.href }] : []))
  const go = (name: RouteName | null, query?: Record<string, number>) => {
    if (goTo(name, query)) onClose()
  }
  return (
    <Popup
      open={open}
      onClose={onClose}
      placement="left"
      testId="side-menu"
      closeLabel={t('nav.close')}
      label={t('nav.menu')}
    >
      <div className="side-menu">
        <div className="side-menu__head">
          <Logo />
          <span className="side-menu__tagline">{t('app.tagline')}</span>
        </div>
        <nav className="side-menu__nav" aria-label={t('nav.menu')}>
          <Entry testId="menu-HomeIndex" icon={<HomeIcon />} label={t('nav.home')} onClick={() => go('HomeIndex')} />
          <Entry
            testId="menu-Mine"
            icon={<UserIcon />}
            label={t('nav.mine')}
            onClick={() => setMineOpen((value) => !value)}
            trailing={
              <ChevronDownIcon className={`side-menu__chevron${mineOpen ? ' side-menu__chevron--open' : ''}`} />
            }
          />
          {mineOpen ? (
            <div className="side-menu__group">
              {MINE_TABS.map((tab) => (
                <button
                  type="button"
                  key={tab.id}
                  className="side-menu__sub"
                  data-testid={`menu-Mine-${tab.id}`}
                  onClick={() => go('Mine', { id: tab.id })}
                >
                  {t(tab.key)}
                </button>
              ))}
            </div>
          ) : null}
          <Entry
            testId="menu-gamesMall"
            icon={<GamesIcon />}
            label={t('nav.gamesMall')}
            onClick={() => go('gamesMall')}
          />
          <Entry testId="menu-bridge" icon={<BridgeIcon />} label={t('nav.bridge')} onClick={() => go(null)} />
          <Entry testId="menu-Good" icon={<GiftIcon />} label={t('nav.good')} onClick={() => go('Good')} />
          <Entry
            testId="menu-Community"
            icon={<LayersIcon />}
            label={t('routeTitle.Community')}
            onClick={() => go('Community')}
          />
          <Entry
            testId="menu-Congress"
            icon={<ShieldIcon />}
            label={t('routeTitle.Congress')}
            onClick={() => go('Congress')}
          />
          <Entry testId="menu-Member" icon={<UserIcon />} label={t('routeTitle.Member')} onClick={() => go('Member')} />
          {operator ? (
            <Entry testId="menu-admin" icon={<ShieldIcon />} label={t('nav.admin')} onClick={() => go('admin')} />
          ) : null}
          {external.length > 0 ? <div className="side-menu__divider" /> : null}
          {external.map((entry) => (
            <a
              key={entry.key}
              className="side-menu__entry"
              href={entry.href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`menu-${entry.key}`}
            >
              <span className="side-menu__icon">{entry.icon}</span>
              <span className="side-menu__label">{t(`nav.${entry.key}`)}</span>
              <ExternalIcon className="side-menu__chevron" aria-label={t('nav.external')} />
            </a>
          ))}
        </nav>
        <InviteBox />
        <button
          type="button"
          className="side-menu__invite"
          data-testid="menu-InviteIndex"
          onClick={() => go('InviteIndex')}
        >
          <InviteIcon />
          <span>{t('nav.invite')}</span>
          <ChevronRightIcon />
        </button>
      </div>
    </Popup>
  )
}
