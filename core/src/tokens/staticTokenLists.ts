import type { Token } from './token'
import { NATIVE_TOKEN_ADDRESS } from './token'

function list(chainId: number, tokens: Omit<Token, 'chainId'>[]): readonly Token[] {
  return tokens.map((t) => ({ ...t, chainId }))
}

/**
 * Well-known tokens per chain, before the product's own (PHO, GDT, VGT ...), which come from the chain's
 * Deployment. Every address here is the token's canonical contract (EIP-55 checksummed, checked by a test).
 * Chain 878 had a list in the earlier app but no network or contract we can name; it stays empty.
 */
export const STATIC_TOKEN_LISTS: Readonly<Record<number, readonly Token[]>> = {
  66: list(66, [
    { name: 'OKT', symbol: 'OKT', address: NATIVE_TOKEN_ADDRESS, decimals: 18 },
    { name: 'Wrapped OKT', symbol: 'WOKT', address: '0x8F8526dbfd6E38E3D8307702cA8469Bae6C56C15', decimals: 18 },
    { name: 'Tether USD', symbol: 'USDT', address: '0x382bB369d343125BfB2117af9c149795C6C65C50', decimals: 18 },
    { name: 'USD Coin', symbol: 'USDC', address: '0xc946DAf81b08146B1C7A8Da2A851Ddf2B3EAaf85', decimals: 18 },
    { name: 'OKB', symbol: 'OKB', address: '0xdF54B6c6195EA4d948D03bfD818D365cf175cFC2', decimals: 18 },
    { name: 'ETHK', symbol: 'ETHK', address: '0xEF71CA2EE68F45B9Ad6F72fbdb33d707b872315C', decimals: 18 },
    { name: 'BTCK', symbol: 'BTCK', address: '0x54e4622DC504176b3BB432dCCAf504569699a7fF', decimals: 18 },
    { name: 'Dai Stablecoin', symbol: 'DAI', address: '0x21cDE7E32a6CAF4742d00d44B07279e7596d26B9', decimals: 18 },
  ]),
  137: list(137, [
    { name: 'POL', symbol: 'POL', address: NATIVE_TOKEN_ADDRESS, decimals: 18 },
    { name: 'Wrapped POL', symbol: 'WPOL', address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270', decimals: 18 },
    { name: 'Tether USD', symbol: 'USDT', address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', decimals: 6 },
    { name: 'USD Coin', symbol: 'USDC', address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', decimals: 6 },
    { name: 'Wrapped Ether', symbol: 'WETH', address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', decimals: 18 },
    { name: 'Dai Stablecoin', symbol: 'DAI', address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063', decimals: 18 },
  ]),
  56: list(56, [
    { name: 'BNB', symbol: 'BNB', address: NATIVE_TOKEN_ADDRESS, decimals: 18 },
    { name: 'Wrapped BNB', symbol: 'WBNB', address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', decimals: 18 },
    { name: 'Tether USD', symbol: 'USDT', address: '0x55d398326f99059fF775485246999027B3197955', decimals: 18 },
    { name: 'USD Coin', symbol: 'USDC', address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', decimals: 18 },
    { name: 'Binance-Peg BUSD', symbol: 'BUSD', address: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56', decimals: 18 },
  ]),
  31337: list(31337, [{ name: 'Ether', symbol: 'ETH', address: NATIVE_TOKEN_ADDRESS, decimals: 18 }]),
  878: [],
}
