import type { DbHandle } from '../db/client'
import type { App } from '../types'

/** Makes the database available as `app.db` and closes it with the app. */
export function dbPlugin(app: App, handle: DbHandle, ownsHandle: boolean): void {
  app.decorate('db', handle.db)
  if (ownsHandle) app.addHook('onClose', async () => handle.close())
}
