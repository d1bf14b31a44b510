import type { MessageKey } from '../messages/keys'
import { DEADLINE_MAX_MINUTES } from './defaults'

export interface DeadlineCheck {
  minutes: number | null
  save: boolean
  message: MessageKey | null
}

/**
 * Deadline input in whole minutes, 1 to `DEADLINE_MAX_MINUTES` (3 days). Empty: nothing to save or say.
 * Anything else: 'enterValidDeadline', not saved.
 */
export function checkDeadlineInput(input: string): DeadlineCheck {
  if (input === '') return { minutes: null, save: false, message: null }
  if (!/^\d{1,6}$/.test(input)) return { minutes: null, save: false, message: 'enterValidDeadline' }
  const minutes = Number(input)
  if (minutes < 1 || minutes > DEADLINE_MAX_MINUTES) return { minutes, save: false, message: 'enterValidDeadline' }
  return { minutes, save: true, message: null }
}
