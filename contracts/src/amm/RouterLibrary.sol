// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IFactory} from '../interfaces/IFactory.sol';

/// Uniswap V2's UniswapV2Library inside the router: token sorting, pair addresses (CREATE2), reserves, the
/// 0.3 % fee formulas, and the path quotes the swaps use. The path quotes walk the path once, keep each hop's pair
/// with its direction in one word (a "hop"), and build their arrays without zeroing or bounds checks
/// (docs/decisions/0141-gas-090-all-rows.md).
abstract contract RouterLibrary {
  address public immutable factory;
  /// Copied from the factory at deployment, so pair addresses are computed without a call.
  bytes32 private immutable initCodeHash;

  /// Bit of a hop word set when the hop's output is the pair's token1 (its input is the lower address).
  uint256 internal constant OUT_IS_TOKEN1 = 1 << 160;

  constructor(address _factory) {
    factory = _factory;
    initCodeHash = IFactory(_factory).INIT_CODE_PAIR_HASH();
  }

  function _sortTokens(address tokenA, address tokenB) internal pure returns (address token0, address token1) {
    require(tokenA != tokenB, 'PhoSwapLibrary: IDENTICAL_ADDRESSES');
    (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
    require(token0 != address(0), 'PhoSwapLibrary: ZERO_ADDRESS');
  }

  /// keccak256(0xff ++ factory ++ keccak256(token0 ++ token1) ++ initCodeHash), hashed in scratch and free memory.
  function _pairFor(address tokenA, address tokenB) internal view returns (address pair) {
    (address token0, address token1) = _sortTokens(tokenA, tokenB);
    address _factory = factory;
    bytes32 _initCodeHash = initCodeHash;
    assembly ("memory-safe") {
      mstore(0x14, token1)
      mstore(0, token0) // token0 ++ token1 packed at 0x0c..0x33
      let salt := keccak256(0x0c, 0x28)
      let p := mload(0x40)
      mstore(p, _factory)
      mstore8(add(p, 11), 0xff)
      mstore(add(p, 32), salt)
      mstore(add(p, 64), _initCodeHash)
      pair := and(keccak256(add(p, 11), 85), 0xffffffffffffffffffffffffffffffffffffffff)
    }
  }

  /// The pair's reserves in (tokenA, tokenB) order; (0, 0) with exists false when nothing is deployed at `pair`
  /// (a call to an address without code succeeds with no return data).
  function _reservesAt(address pair, address tokenA, address tokenB)
    internal
    view
    returns (uint256 reserveA, uint256 reserveB, bool exists)
  {
    uint256 reserve0;
    uint256 reserve1;
    assembly ("memory-safe") {
      mstore(0, 0x0902f1ac00000000000000000000000000000000000000000000000000000000) // getReserves()
      if iszero(staticcall(gas(), pair, 0, 4, 0, 64)) {
        returndatacopy(0, 0, returndatasize())
        revert(0, returndatasize())
      }
      exists := gt(returndatasize(), 63)
      if exists {
        reserve0 := mload(0)
        reserve1 := mload(32)
      }
    }
    (reserveA, reserveB) = tokenA < tokenB ? (reserve0, reserve1) : (reserve1, reserve0);
  }

  function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) public pure returns (uint256 amountB) {
    require(amountA > 0, 'PhoSwapLibrary: INSUFFICIENT_AMOUNT');
    require(reserveA > 0 && reserveB > 0, 'PhoSwapLibrary: INSUFFICIENT_LIQUIDITY');
    amountB = (amountA * reserveB) / reserveA;
  }

  function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
    public
    pure
    returns (uint256 amountOut)
  {
    require(amountIn > 0, 'PhoSwapLibrary: INSUFFICIENT_INPUT_AMOUNT');
    require(reserveIn > 0 && reserveOut > 0, 'PhoSwapLibrary: INSUFFICIENT_LIQUIDITY');
    uint256 amountInWithFee = amountIn * 997;
    uint256 numerator = amountInWithFee * reserveOut;
    uint256 denominator = reserveIn * 1000 + amountInWithFee;
    amountOut = numerator / denominator;
  }

  function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
    public
    pure
    returns (uint256 amountIn)
  {
    require(amountOut > 0, 'PhoSwapLibrary: INSUFFICIENT_OUTPUT_AMOUNT');
    require(reserveIn > 0 && reserveOut > 0, 'PhoSwapLibrary: INSUFFICIENT_LIQUIDITY');
    uint256 numerator = reserveIn * amountOut * 1000;
    uint256 denominator = (reserveOut - amountOut) * 997;
    amountIn = (numerator / denominator) + 1;
  }

  function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts) {
    (amounts,,) = _amountsOut(amountIn, path);
  }

  function getAmountsIn(uint256 amountOut, address[] calldata path) external view returns (uint256[] memory amounts) {
    (amounts,,) = _amountsIn(amountOut, path);
  }

  /// The pair of one hop, its reserves as (reserveIn, reserveOut), and the hop word: the pair's address, with
  /// OUT_IS_TOKEN1 set when input < output (the order _sortTokens defines).
  function _hop(address input, address output) private view returns (uint256 hop, uint256 reserveIn, uint256 reserveOut) {
    address pair = _pairFor(input, output);
    (reserveIn, reserveOut,) = _reservesAt(pair, input, output);
    hop = input < output ? uint256(uint160(pair)) | OUT_IS_TOKEN1 : uint256(uint160(pair));
  }

  /// getAmountsOut's amounts, each hop's word (for _swap) and the last amount.
  function _amountsOut(uint256 amountIn, address[] calldata path)
    internal
    view
    returns (uint256[] memory amounts, uint256[] memory hops, uint256 amountOut)
  {
    uint256 n = path.length;
    require(n >= 2, 'PhoSwapLibrary: INVALID_PATH');
    unchecked {
      amounts = _newArray(n);
      hops = _newArray(n - 1);
      _put(amounts, 0, amountIn);
      amountOut = amountIn;
      address input = _tokenAt(path, 0);
      for (uint256 i = 1; i < n; ++i) {
        address output = _tokenAt(path, i);
        (uint256 hop, uint256 reserveIn, uint256 reserveOut) = _hop(input, output);
        amountOut = getAmountOut(amountOut, reserveIn, reserveOut);
        _put(hops, i - 1, hop);
        _put(amounts, i, amountOut);
        input = output;
      }
    }
  }

  /// getAmountsIn's amounts, each hop's word (for _swap) and the first amount.
  function _amountsIn(uint256 amountOut, address[] calldata path)
    internal
    view
    returns (uint256[] memory amounts, uint256[] memory hops, uint256 amountIn)
  {
    uint256 n = path.length;
    require(n >= 2, 'PhoSwapLibrary: INVALID_PATH');
    unchecked {
      amounts = _newArray(n);
      hops = _newArray(n - 1);
      _put(amounts, n - 1, amountOut);
      amountIn = amountOut;
      address output = _tokenAt(path, n - 1);
      for (uint256 i = n - 1; i > 0; --i) {
        address input = _tokenAt(path, i - 1);
        (uint256 hop, uint256 reserveIn, uint256 reserveOut) = _hop(input, output);
        amountIn = getAmountIn(amountIn, reserveIn, reserveOut);
        _put(hops, i - 1, hop);
        _put(amounts, i - 1, amountIn);
        output = input;
      }
    }
  }

  /// path[i] for i below path.length (the ABI decoder checked the array lies in the call data); reverts, as the
  /// decoder does, on a word that is not an address.
  function _tokenAt(address[] calldata path, uint256 i) private pure returns (address token) {
    assembly ("memory-safe") {
      token := calldataload(add(path.offset, shl(5, i)))
      if shr(160, token) { revert(0, 0) }
    }
  }

  /// A uint256[] of length n whose elements are not zeroed (each is written before it is read), with one spare
  /// word before it for _returnArray.
  function _newArray(uint256 n) internal pure returns (uint256[] memory a) {
    assembly ("memory-safe") {
      a := add(mload(0x40), 32)
      mstore(a, n)
      mstore(0x40, add(a, shl(5, add(n, 1))))
    }
  }

  /// a[i] = value for i below a.length (unchecked).
  function _put(uint256[] memory a, uint256 i, uint256 value) internal pure {
    assembly ("memory-safe") {
      mstore(add(a, shl(5, add(i, 1))), value)
    }
  }

  /// a[i] for i below a.length (unchecked).
  function _at(uint256[] memory a, uint256 i) internal pure returns (uint256 value) {
    assembly ("memory-safe") {
      value := mload(add(a, shl(5, add(i, 1))))
    }
  }

  /// Ends the call returning `a` ABI-encoded, as `return a` from an external function would; `a` comes from
  /// _newArray, whose spare word takes the offset.
  function _returnArray(uint256[] memory a) internal pure {
    assembly ("memory-safe") {
      let start := sub(a, 32)
      mstore(start, 32)
      return(start, shl(5, add(mload(a), 2)))
    }
  }
}
