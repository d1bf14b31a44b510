// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Pair} from './Pair.sol';

/// Creates one Pair per token pair at a CREATE2 address, as Uniswap V2's factory does.
contract Factory {
  /// keccak256 of the Pair creation code; routers and off-chain code derive pair addresses from it.
  bytes32 public constant INIT_CODE_PAIR_HASH = keccak256(type(Pair).creationCode);

  address public feeTo;
  /// Whether feeTo has ever been set (in feeTo's slot). Until then no pair has a kLast to read or forget, so
  /// pairs skip that storage read on each mint and burn (docs/decisions/0141-gas-090-all-rows.md).
  bool private feeToEverSet;
  address public feeToSetter;

  mapping(address => mapping(address => address)) public getPair;
  address[] public allPairs;

  // Set only while a pair is being created; the pair's constructor reads them.
  address private transient pendingToken0;
  address private transient pendingToken1;

  event PairCreated(address indexed token0, address indexed token1, address pair, uint256);

  constructor(address _feeToSetter) {
    feeToSetter = _feeToSetter;
  }

  function allPairsLength() external view returns (uint256) {
    return allPairs.length;
  }

  function parameters() external view returns (address token0, address token1) {
    return (pendingToken0, pendingToken1);
  }

  function createPair(address tokenA, address tokenB) external returns (address pair) {
    require(tokenA != tokenB, 'PhoSwap: IDENTICAL_ADDRESSES');
    (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
    require(token0 != address(0), 'PhoSwap: ZERO_ADDRESS');
    require(getPair[token0][token1] == address(0), 'PhoSwap: PAIR_EXISTS');
    pendingToken0 = token0;
    pendingToken1 = token1;
    pair = address(new Pair{salt: keccak256(abi.encodePacked(token0, token1))}());
    pendingToken0 = address(0);
    pendingToken1 = address(0);
    getPair[token0][token1] = pair;
    getPair[token1][token0] = pair;
    allPairs.push(pair);
    emit PairCreated(token0, token1, pair, allPairs.length);
  }

  /// feeTo and whether it has ever been set, in one storage read: what a pair needs at each liquidity event.
  function feeToState() external view returns (address, bool everSet) {
    return (feeTo, feeToEverSet);
  }

  function setFeeTo(address _feeTo) external {
    require(msg.sender == feeToSetter, 'PhoSwap: FORBIDDEN');
    feeTo = _feeTo;
    if (_feeTo != address(0)) feeToEverSet = true;
  }

  function setFeeToSetter(address _feeToSetter) external {
    require(msg.sender == feeToSetter, 'PhoSwap: FORBIDDEN');
    feeToSetter = _feeToSetter;
  }
}
