// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Flash-swap callback. The Uniswap V2 name is kept so existing V2 flash-swap contracts work unchanged.
interface ICallee {
  function uniswapV2Call(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external;
}
