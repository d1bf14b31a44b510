export { isMessageKey } from './isMessageKey'
export { MESSAGE_KEYS, MESSAGES, type MessageKey } from './keys'
