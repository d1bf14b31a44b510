export { baseTokensFor } from './baseTokensFor'
export { STATIC_TOKEN_LISTS } from './staticTokenLists'
export { NATIVE_TOKEN_ADDRESS, type Token } from './token'
export { tokenListFor } from './tokenListFor'
