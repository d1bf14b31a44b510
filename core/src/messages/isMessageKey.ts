import { MESSAGES, type MessageKey } from './keys'

/** Whether a string (e.g. an error's message) is a catalogue key the app can translate. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value)
}
