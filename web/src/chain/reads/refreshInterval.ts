/** Spec 000 §9: balances refresh every 3 seconds while connected; every screen's batched reads follow it. */
export const BALANCE_REFRESH_MS = 3_000
