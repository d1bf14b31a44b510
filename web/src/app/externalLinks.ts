/**
 * The external sites of the side menu, in one place. Placeholders until the operator names the real ones
 * (docs/decisions.md); they open in a new tab with rel="noopener noreferrer".
 */
export const EXTERNAL_LINKS = {
  chat: 'https://chat.phoswap.example/',
  hash: 'https://hash.phoswap.example/',
  /** The partner page's second partner product and flywheel protocol cards. */
  partnerProduct: 'https://partner.phoswap.example/',
  flywheel: 'https://flywheel.phoswap.example/',
} as const
