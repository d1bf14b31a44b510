import { constants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Compresses API answers (JSON) of 1 KiB and more for clients that accept br or gzip. Registered inside the
 * /v1 scope: the web app's files are already sent as their prebuilt .br/.gz. Brotli at quality 4 because
 * bodies are compressed per request (quality 11, the default, costs ~10x the CPU for a few percent).
 * Request bodies are not decompressed: the API never accepted compressed uploads.
 */
export async function compressionPlugin(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}
