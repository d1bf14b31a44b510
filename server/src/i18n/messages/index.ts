import type { ErrorKey } from '@phoswap/core/api/errorCodes'
import type { Language } from '@phoswap/core/api/language'
import { authMessages } from './auth'
import { commonMessages } from './common'
import { communityMessages } from './community'
import { contentMessages } from './content'
import { equityMessages } from './equity'
import { gdtMessages } from './gdt'
import { groupsMessages } from './groups'
import { invitesMessages } from './invites'
import { liabilitiesMessages } from './liabilities'
import { miningMessages } from './mining'
import { operationsMessages } from './operations'
import { rewardsMessages } from './rewards'
import { transfersMessages } from './transfers'

export type MessageKey = ErrorKey | 'success'

/** Every message the server sends, in every language of the spec (a test checks none is missing), by area. */
export const MESSAGES: Record<MessageKey, Record<Language, string>> = {
  ...commonMessages,
  ...authMessages,
  ...invitesMessages,
  ...miningMessages,
  ...contentMessages,
  ...operationsMessages,
  ...rewardsMessages,
  ...transfersMessages,
  ...communityMessages,
  ...groupsMessages,
  ...equityMessages,
  ...gdtMessages,
  ...liabilitiesMessages,
}

export function translate(key: MessageKey, language: Language): string {
  return MESSAGES[key][language]
}
