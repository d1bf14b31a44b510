import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // PGlite starts a WebAssembly PostgreSQL per file; give it time on slow machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
