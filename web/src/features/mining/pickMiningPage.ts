/** The three mining pages of the spec, one per network. */
export type MiningPageName = 'MiningOKT' | 'MiningPOR' | 'MiningBSC'
export type MiningVariant = 'OKT' | 'POR' | 'BSC'

export const VARIANT_OF: Record<MiningPageName, MiningVariant> = {
  MiningOKT: 'OKT',
  MiningPOR: 'POR',
  MiningBSC: 'BSC',
}

/**
 * The page for the wallet's chain (spec 000 §2): Polygon 0x89 MiningPOR, BSC 0x38 MiningBSC, OKC 0x42 MiningOKT.
 * Every other chain (the local chain 31337 included) shows the OKC page, the product's default network.
 */
export function pickMiningPage(chainId: number): MiningPageName {
  if (chainId === 0x89) return 'MiningPOR'
  if (chainId === 0x38) return 'MiningBSC'
  return 'MiningOKT'
}
