/** The baseline of the API benchmark: a bare Fastify app answering a constant envelope. */
import Fastify from 'fastify'

const port = Number(process.env.PORT)
const app = Fastify({ logger: false })
const body = { code: 200, msg: 'Success', data: { list: [], total_count: 0 } }
app.get('/constant', async () => body)
await app.listen({ port, host: '127.0.0.1' })
console.log('ready')
