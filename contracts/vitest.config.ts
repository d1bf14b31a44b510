import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'contracts',
    include: ['test/**/*.test.ts'],
    // One anvil per worker, started and seeded once in the global setup and reset between files.
    globalSetup: ['./test/setup/global.ts'],
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
