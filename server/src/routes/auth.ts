import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ActionNonceBodySchema,
  NonceBodySchema,
  NonceDataSchema,
  SignOutDataSchema,
  VerifyBodySchema,
  VerifyDataSchema,
} from '@phoswap/core/api/auth'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import type { Hex } from 'viem'
import { tokenFromHeader } from '../plugins/auth'
import { ok } from '../reply'
import { issueNonce } from '../services/auth/nonces'
import { revokeSession } from '../services/auth/sessions'
import { signIn } from '../services/auth/signIn'

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits
  const signInLimit = { rateLimit: { max: limits.signIn, timeWindow: limits.windowMs } }
  const actionLimit = { rateLimit: { max: limits.action, timeWindow: limits.windowMs } }

  app.post(
    '/auth/nonce',
    { config: signInLimit, schema: { body: NonceBodySchema, response: { 200: EnvelopeSchema(NonceDataSchema) } } },
    async (request) => {
      const { nonce, expiresAt } = await issueNonce(app.db, request.body.address.toLowerCase(), null)
      return ok(request, { nonce, expires_at: expiresAt.toISOString() })
    },
  )

  app.post(
    '/auth/verify',
    { config: signInLimit, schema: { body: VerifyBodySchema, response: { 200: EnvelopeSchema(VerifyDataSchema) } } },
    async (request) => {
      const { message, signature } = request.body
      const session = await signIn(app, message, signature as Hex)
      return ok(request, {
        token: session.token,
        address: session.address,
        expires_at: session.expiresAt.toISOString(),
      })
    },
  )

  app.post(
    '/auth/action-nonce',
    {
      config: actionLimit,
      preHandler: app.requireSession,
      schema: { body: ActionNonceBodySchema, response: { 200: EnvelopeSchema(NonceDataSchema) } },
    },
    async (request) => {
      const { nonce, expiresAt } = await issueNonce(app.db, request.session!.address, request.body.action)
      return ok(request, { nonce, expires_at: expiresAt.toISOString() })
    },
  )

  app.post(
    '/auth/sign-out',
    {
      config: signInLimit,
      preHandler: app.requireSession,
      schema: { response: { 200: EnvelopeSchema(SignOutDataSchema) } },
    },
    async (request) => {
      // requireSession found a session, so the header holds its token.
      await revokeSession(app.db, tokenFromHeader(request.headers.authorization)!)
      return ok(request, { signed_out: true as const })
    },
  )
}
