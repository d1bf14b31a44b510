import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // PGlite starts a WebAssembly PostgreSQL per file, and some tests open their own (an admin server, a database
    // in a given state): on a busy 2-core machine that alone took over 30 s. These limits only stop a hung test.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
