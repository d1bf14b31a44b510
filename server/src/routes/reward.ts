import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { WalletListDataSchema } from '@phoswap/core/api/reward'
import { Type } from '@sinclair/typebox'
import { ok } from '../reply'
import { walletList } from '../services/rewards/walletList'

export const rewardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reward/wallet-list',
    {
      preHandler: app.requireSession,
      schema: {
        // The earlier app sent the account here; the session decides whose wallet is shown.
        querystring: Type.Object(
          { account: Type.Optional(Type.String({ maxLength: 64 })) },
          { additionalProperties: false },
        ),
        response: { 200: EnvelopeSchema(WalletListDataSchema) },
      },
    },
    async (request) => ok(request, await walletList(app.db, request.session!.address)),
  )
}
