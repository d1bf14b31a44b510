import rateLimit from '@fastify/rate-limit'
import { AppError } from '../errors'
import type { App } from '../types'

/** Limits are opted into per route (`config.rateLimit`), on sign-in and signed actions. */
export async function rateLimitPlugin(app: App): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('too_many_requests'),
  })
}
