import { defineProject } from 'vitest/config'

// Unit tests of the web app's pure logic (no browser): locales, formatting, routing tables, the HTTP client rules.
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
