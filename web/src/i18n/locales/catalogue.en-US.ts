import { MESSAGES, type MessageKey } from '@phoswap/core/messages/keys'

/**
 * The shared error catalogue and user texts in en-US: core's message list is written in English, so the English
 * catalogue is that list itself rather than a second copy to keep in step.
 */
export const enUSCatalogue: Record<MessageKey, string> = MESSAGES
