import type { MessageKey } from '../messages/keys'
import { SLIPPAGE_MAX_PERCENT, SLIPPAGE_WARN_ABOVE_PERCENT } from './defaults'

export interface SlippageCheck {
  /** The typed value in basis points, when it is a number. */
  bps: number | null
  /** Whether the settings take the value. */
  save: boolean
  /** What to show under the field, if anything. */
  message: MessageKey | null
}

const PERCENT = /^(\d{1,3})(?:\.(\d{0,2}))?$|^\.(\d{1,2})$/

/**
 * Custom slippage input (percent, e.g. '0.5'), spec 000 §5: at most 2 fraction digits (whole basis points).
 * Empty: nothing to save, nothing to say (the field is being edited). Not a number: 'enterValidSlippage'.
 * 50 or more: 'enterValidSlippage', not saved. 0: saved with 'slippageMayFail'. Above 5: saved with
 * 'slippageMayBeFrontrun'. Otherwise saved quietly.
 */
export function checkSlippageInput(input: string): SlippageCheck {
  if (input === '') return { bps: null, save: false, message: null }
  const match = PERCENT.exec(input)
  if (!match) return { bps: null, save: false, message: 'enterValidSlippage' }
  const whole = match[1] ?? '0'
  const fraction = (match[2] ?? match[3] ?? '').padEnd(2, '0')
  const bps = Number(whole) * 100 + Number(fraction)
  if (bps >= SLIPPAGE_MAX_PERCENT * 100) return { bps, save: false, message: 'enterValidSlippage' }
  if (bps === 0) return { bps, save: true, message: 'slippageMayFail' }
  if (bps > SLIPPAGE_WARN_ABOVE_PERCENT * 100) return { bps, save: true, message: 'slippageMayBeFrontrun' }
  return { bps, save: true, message: null }
}
