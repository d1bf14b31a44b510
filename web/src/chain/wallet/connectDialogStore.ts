import { memoryValue } from '../../ui/storedValue'

/** Any "connect wallet" button opens the one dialog, whose code loads on first use. */
export const connectDialogOpen = memoryValue(false)

export const openConnectDialog = () => connectDialogOpen.set(true)
export const closeConnectDialog = () => connectDialogOpen.set(false)
