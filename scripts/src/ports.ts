import { createServer } from 'node:net'

/** Resolves when nothing listens on host:port, rejects with a message naming the port otherwise. */
export function assertPortFree(port: number, host: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      const hint = error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be opened (${error.code})`
      reject(new Error(`Port ${port} on ${host} for the ${what} ${hint}. Stop what holds it, or choose another port.`))
    })
    server.listen(port, host, () => server.close(() => resolve()))
  })
}

/** A port the system reports free right now (for tests that start their own sandbox). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
