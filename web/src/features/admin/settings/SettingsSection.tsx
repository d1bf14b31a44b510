import type { AdminConfigData } from '@phoswap/core/api/console'
import { useAdminCoins } from '../coins/coinFormat'
import { QueryState } from '../ui/QueryState'
import { useAdminQuery } from '../ui/useAdmin'
import './adminSettings.css'
import { AirdropPanel } from './AirdropPanel'
import { registerSettingsTexts, useSettingsTexts } from './i18n'
import { ListPanel } from './ListPanel'
import { PacksPanel } from './PacksPanel'
import { SettingRow } from './SettingRow'
import { SETTING_GROUPS, SETTING_KEYS } from './settingKeys'

registerSettingsTexts()

/**
 * Settings (issue 32): every setting of the CLI with its current value and its rule: the `config set` keys, the
 * airdrop offer, the asset-pack packages, the games list and the activity approvals. Each change is reviewed
 * (before -> after) and may carry a note; the dangerous ones are signed.
 */
export default function SettingsSection() {
  const t = useSettingsTexts()
  const config = useAdminQuery<AdminConfigData>(['config'], '/admin/config')
  const coins = useAdminCoins()
  return (
    <div className="admin-set" data-testid="admin-settings">
      <p className="admin-set__intro">{t('intro')}</p>
      <QueryState query={coins} testId="admin-settings-coins">
        {(coinData) => (
          <>
            <QueryState query={config} testId="admin-settings">
              {(data) => (
                <>
                  {SETTING_GROUPS.map((group) => (
                    <section key={group} className="admin-set__group" aria-labelledby={`admin-settings-${group}`}>
                      <h3 id={`admin-settings-${group}`} className="admin-set__subtitle">
                        {t(`groups.${group}`)}
                      </h3>
                      <ul className="admin-set__cards">
                        {SETTING_KEYS.filter((s) => s.group === group).map((setting) => (
                          <SettingRow
                            key={setting.key}
                            setting={setting}
                            item={data.list.find((i) => i.key === setting.key)}
                            coins={coinData.list}
                          />
                        ))}
                      </ul>
                    </section>
                  ))}
                </>
              )}
            </QueryState>
            <AirdropPanel coins={coinData.list} />
            <PacksPanel coins={coinData.list} />
            <ListPanel kind="games" />
            <ListPanel kind="activity" />
          </>
        )}
      </QueryState>
    </div>
  )
}
