// The gate moved to app/ so that every screen acting for the signed-in account can use it (features do not import
// each other); the wallet pages keep importing it from here.
export { WalletGate, type WalletUser } from '../../app/WalletGate'
