import { buildApp } from './app'
import { loadConfig } from './config'

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    console.error(`phoswap server: ${(error as Error).message}`)
    process.exit(1)
  }
  const app = await buildApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'info' } })
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') {
      console.error(
        `phoswap server: port ${config.port} on ${config.host} is already in use. ` +
          'Stop the other process or choose another port with PORT=<number>.',
      )
    } else {
      console.error(`phoswap server: cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`)
    }
    await app.close()
    process.exit(1)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`)
      void app.close().then(() => process.exit(0))
    })
  }
}

main().catch((error: unknown) => {
  console.error('phoswap server: failed to start:', error)
  process.exit(1)
})
