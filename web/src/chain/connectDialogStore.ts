type Listener = () => void

let open = false
const listeners = new Set<Listener>()

function set(value: boolean): void {
  open = value
  for (const listener of listeners) listener()
}

/** Any "connect wallet" button opens the one dialog, whose code loads on first use. */
export const openConnectDialog = () => set(true)
export const closeConnectDialog = () => set(false)
export const isConnectDialogOpen = () => open
export function subscribeConnectDialog(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
