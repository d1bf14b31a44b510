import { CONFIG_KEYS } from '@phoswap/core/api/admin'
import { describe, expect, it } from 'vitest'
import { minuteOfDay, parseMinuteOfDay, SETTING_KEYS, settingError } from './settingKeys'

describe('the console settings', () => {
  it('edits every key `config set` takes, and only those', () => {
    expect(SETTING_KEYS.map((s) => s.key).sort()).toEqual([...CONFIG_KEYS].sort())
  })

  it('applies the server rules before anything is sent', () => {
    const kind = (key: string) => SETTING_KEYS.find((s) => s.key === key)!.kind
    expect(settingError(kind('image_domain'), 'https://img.example.com')).toBeNull()
    expect(settingError(kind('image_domain'), 'https://img.example.com/')).toBe('error.trailingSlash')
    expect(settingError(kind('image_domain'), 'ftp://x')).toBe('error.url')
    expect(settingError(kind('genesis_address'), '0x12')).toBe('error.address')
    expect(settingError(kind('team_valid_tvl'), '0')).toBe('error.positive')
    expect(settingError(kind('gg_pay_gdt'), '0')).toBeNull()
    expect(settingError(kind('gg_deadline_seconds'), '59')).toBe('error.range')
    expect(settingError(kind('gg_deadline_seconds'), '2592000')).toBeNull()
    expect(settingError(kind('jobs_start_minute'), '1440')).toBe('error.range')
    expect(settingError(kind('pack_exchange_rate_ppm'), '0')).toBe('error.range')
    expect(settingError(kind('gdt_trade_rate_ppm'), '1000001')).toBe('error.range')
    expect(settingError(kind('link_chat'), '')).toBeNull()
    expect(settingError(kind('link_chat'), 'http://x.example')).toBe('error.link')
  })

  it('signs the changes that move money every day', () => {
    expect(SETTING_KEYS.filter((s) => s.signed).map((s) => s.key)).toEqual([
      'star_thresholds',
      'gdt_trade_rate_ppm',
      'gdt_share_rate_ppm',
      'gdt_mining_rate_ppm',
      'gdt_trade_daily_cap',
    ])
  })

  it('shows the jobs minute as a UTC time of day', () => {
    expect(minuteOfDay(75)).toBe('01:15')
    expect(parseMinuteOfDay('23:59')).toBe(1439)
    expect(parseMinuteOfDay('24:00')).toBeNull()
  })
})
