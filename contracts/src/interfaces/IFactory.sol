// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IFactory {
  event PairCreated(address indexed token0, address indexed token1, address pair, uint256);

  function feeTo() external view returns (address);
  function feeToSetter() external view returns (address);
  /// feeTo and whether it has ever been set (pairs read kLast only once it has).
  function feeToState() external view returns (address feeTo, bool everSet);
  function getPair(address tokenA, address tokenB) external view returns (address pair);
  function allPairs(uint256) external view returns (address pair);
  function allPairsLength() external view returns (uint256);
  function createPair(address tokenA, address tokenB) external returns (address pair);
  function setFeeTo(address) external;
  function setFeeToSetter(address) external;
  function INIT_CODE_PAIR_HASH() external view returns (bytes32);
  /// Read by a pair's constructor: the tokens of the pair being created.
  function parameters() external view returns (address token0, address token1);
}
