import { join } from 'node:path'
import { defineConfig } from 'vitest/config'

// End-to-end tests drive the real app in Chromium against one sandbox (chain + server + web) started for the
// whole run on free ports. Files run one after another: they share that sandbox and the machine has 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    globalSetup: [join(import.meta.dirname, 'src', 'globalSetup.ts')],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // expect.poll waits for what the page shows; its 1 s default fails on a busy 2-core machine, not on a bug.
    expect: { poll: { timeout: 15_000 } },
  },
})
