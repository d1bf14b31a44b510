import { defineConfig } from 'vitest/config'

// One Vitest run covers the unit, contract, server and web suites; e2e runs separately
// because it needs the whole sandbox (see scripts/src/test.ts).
export default defineConfig({
  test: {
    projects: ['core', 'contracts', 'server', 'web'],
    // The machine has 2 cores; each contract worker also runs its own anvil.
    maxWorkers: 2,
  },
})
