import { createServer, type Socket } from 'node:net'
import { freePort } from '@phoswap/contracts/anvil'

/** An RPC address on loopback where nothing listens: every connection is refused. */
export async function refusingRpcUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`
}

/** An RPC on loopback that accepts connections and never answers (a hung node). */
export async function silentRpc(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** An RPC on loopback that drops every connection at once, counting them: shows whether the server asked it at all. */
export async function countingDeadRpc(): Promise<{
  url: string
  connections: () => number
  close: () => Promise<void>
}> {
  let connections = 0
  const server = createServer((socket) => {
    connections++
    socket.destroy()
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
