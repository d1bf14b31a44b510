// The test wallet lives in scripts/ so the benchmark (scripts/src/bench/swapReads.ts) drives the app through the
// same injected-wallet path as the end-to-end tests.
export * from '@phoswap/scripts/testWallet'
