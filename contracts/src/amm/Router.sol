// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {IFactory} from '../interfaces/IFactory.sol';
import {IPair} from '../interfaces/IPair.sol';
import {TransferHelper} from './TransferHelper.sol';

/// Router with the Uniswap V2 Router02 interface: same function names, argument orders and revert conditions.
contract Router {
  address public immutable factory;
  address public immutable WETH;
  /// Copied from the factory at deployment, so pair addresses are computed without a call.
  bytes32 private immutable initCodeHash;

  modifier ensure(uint256 deadline) {
    require(deadline >= block.timestamp, 'PhoSwapRouter: EXPIRED');
    _;
  }

  constructor(address _factory, address _WETH) {
    factory = _factory;
    WETH = _WETH;
    initCodeHash = IFactory(_factory).INIT_CODE_PAIR_HASH();
  }

  receive() external payable {
    assert(msg.sender == WETH); // only native coming back from the wrapped-native contract
  }

  // **** LIBRARY ****

  function _sortTokens(address tokenA, address tokenB) internal pure returns (address token0, address token1) {
    require(tokenA != tokenB, 'PhoSwapLibrary: IDENTICAL_ADDRESSES');
    (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
    require(token0 != address(0), 'PhoSwapLibrary: ZERO_ADDRESS');
  }

  function _pairFor(address tokenA, address tokenB) internal view returns (address pair) {
    (address token0, address token1) = _sortTokens(tokenA, tokenB);
    pair = address(
      uint160(
        uint256(
          keccak256(
            abi.encodePacked(hex'ff', factory, keccak256(abi.encodePacked(token0, token1)), initCodeHash)
          )
        )
      )
    );
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
      let ok := staticcall(gas(), pair, 0, 4, 0, 64)
      if iszero(ok) {
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

  function _getReserves(address tokenA, address tokenB) internal view returns (uint256 reserveA, uint256 reserveB) {
    (reserveA, reserveB,) = _reservesAt(_pairFor(tokenA, tokenB), tokenA, tokenB);
  }

  /// pair.swap(amount0Out, amount1Out, to, '') without building the call in Solidity's ABI encoder.
  function _pairSwap(address pair, uint256 amount0Out, uint256 amount1Out, address to) internal {
    assembly ("memory-safe") {
      let p := mload(0x40)
      mstore(p, 0x022c0d9f00000000000000000000000000000000000000000000000000000000)
      mstore(add(p, 4), amount0Out)
      mstore(add(p, 36), amount1Out)
      mstore(add(p, 68), and(to, 0xffffffffffffffffffffffffffffffffffffffff))
      mstore(add(p, 100), 0x80) // offset of the empty bytes
      mstore(add(p, 132), 0) // its length
      if iszero(call(gas(), pair, 0, p, 164, 0, 0)) {
        returndatacopy(0, 0, returndatasize())
        revert(0, returndatasize())
      }
    }
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

  function _getAmountsOut(uint256 amountIn, address[] calldata path) internal view returns (uint256[] memory amounts) {
    require(path.length >= 2, 'PhoSwapLibrary: INVALID_PATH');
    amounts = new uint256[](path.length);
    amounts[0] = amountIn;
    unchecked {
      for (uint256 i; i < path.length - 1; i++) {
        (uint256 reserveIn, uint256 reserveOut) = _getReserves(path[i], path[i + 1]);
        amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
      }
    }
  }

  function _getAmountsIn(uint256 amountOut, address[] calldata path) internal view returns (uint256[] memory amounts) {
    require(path.length >= 2, 'PhoSwapLibrary: INVALID_PATH');
    amounts = new uint256[](path.length);
    amounts[amounts.length - 1] = amountOut;
    unchecked {
      for (uint256 i = path.length - 1; i > 0; i--) {
        (uint256 reserveIn, uint256 reserveOut) = _getReserves(path[i - 1], path[i]);
        amounts[i - 1] = getAmountIn(amounts[i], reserveIn, reserveOut);
      }
    }
  }

  /// _getAmountsOut that also returns each hop's pair, so the swap does not derive them again.
  function _amountsOutAndPairs(uint256 amountIn, address[] calldata path)
    internal
    view
    returns (uint256[] memory amounts, address[] memory pairs)
  {
    require(path.length >= 2, 'PhoSwapLibrary: INVALID_PATH');
    amounts = new uint256[](path.length);
    pairs = new address[](path.length - 1);
    amounts[0] = amountIn;
    unchecked {
      for (uint256 i; i < path.length - 1; i++) {
        address pair = _pairFor(path[i], path[i + 1]);
        pairs[i] = pair;
        (uint256 reserveIn, uint256 reserveOut,) = _reservesAt(pair, path[i], path[i + 1]);
        amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
      }
    }
  }

  /// _getAmountsIn that also returns each hop's pair.
  function _amountsInAndPairs(uint256 amountOut, address[] calldata path)
    internal
    view
    returns (uint256[] memory amounts, address[] memory pairs)
  {
    require(path.length >= 2, 'PhoSwapLibrary: INVALID_PATH');
    amounts = new uint256[](path.length);
    pairs = new address[](path.length - 1);
    amounts[amounts.length - 1] = amountOut;
    unchecked {
      for (uint256 i = path.length - 1; i > 0; i--) {
        address pair = _pairFor(path[i - 1], path[i]);
        pairs[i - 1] = pair;
        (uint256 reserveIn, uint256 reserveOut,) = _reservesAt(pair, path[i - 1], path[i]);
        amounts[i - 1] = getAmountIn(amounts[i], reserveIn, reserveOut);
      }
    }
  }

  function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts) {
    return _getAmountsOut(amountIn, path);
  }

  function getAmountsIn(uint256 amountOut, address[] calldata path) external view returns (uint256[] memory amounts) {
    return _getAmountsIn(amountOut, path);
  }

  /// WETH.deposit{value: amount}() then WETH.transfer(to, amount), which must return true (Uniswap asserts it).
  function _wrapTo(address to, uint256 amount) private {
    address weth = WETH;
    bool ok;
    assembly ("memory-safe") {
      mstore(0, 0xd0e30db000000000000000000000000000000000000000000000000000000000) // deposit()
      if iszero(call(gas(), weth, amount, 0, 4, 0, 0)) {
        returndatacopy(0, 0, returndatasize())
        revert(0, returndatasize())
      }
      let p := mload(0x40)
      mstore(p, 0xa9059cbb00000000000000000000000000000000000000000000000000000000) // transfer(address,uint256)
      mstore(add(p, 4), and(to, 0xffffffffffffffffffffffffffffffffffffffff))
      mstore(add(p, 36), amount)
      mstore(0, 0)
      if iszero(call(gas(), weth, 0, p, 68, 0, 32)) {
        returndatacopy(0, 0, returndatasize())
        revert(0, returndatasize())
      }
      ok := and(gt(returndatasize(), 31), eq(mload(0), 1))
    }
    assert(ok);
  }

  /// WETH.withdraw(amount).
  function _unwrap(uint256 amount) private {
    address weth = WETH;
    assembly ("memory-safe") {
      mstore(0, 0x2e1a7d4d00000000000000000000000000000000000000000000000000000000) // withdraw(uint256)
      mstore(4, amount)
      if iszero(call(gas(), weth, 0, 0, 36, 0, 0)) {
        returndatacopy(0, 0, returndatasize())
        revert(0, returndatasize())
      }
    }
  }

  // **** ADD LIQUIDITY ****

  function _addLiquidity(
    address tokenA,
    address tokenB,
    uint256 amountADesired,
    uint256 amountBDesired,
    uint256 amountAMin,
    uint256 amountBMin
  ) internal returns (uint256 amountA, uint256 amountB, address pair) {
    // The pair lives at its CREATE2 address; no code there means the factory has not created it (the factory is
    // the only deployer of that address), so the code check replaces Uniswap's factory.getPair call.
    pair = _pairFor(tokenA, tokenB);
    (uint256 reserveA, uint256 reserveB, bool exists) = _reservesAt(pair, tokenA, tokenB);
    if (!exists) IFactory(factory).createPair(tokenA, tokenB);
    if (reserveA == 0 && reserveB == 0) {
      (amountA, amountB) = (amountADesired, amountBDesired);
    } else {
      uint256 amountBOptimal = quote(amountADesired, reserveA, reserveB);
      if (amountBOptimal <= amountBDesired) {
        require(amountBOptimal >= amountBMin, 'PhoSwapRouter: INSUFFICIENT_B_AMOUNT');
        (amountA, amountB) = (amountADesired, amountBOptimal);
      } else {
        uint256 amountAOptimal = quote(amountBDesired, reserveB, reserveA);
        assert(amountAOptimal <= amountADesired);
        require(amountAOptimal >= amountAMin, 'PhoSwapRouter: INSUFFICIENT_A_AMOUNT');
        (amountA, amountB) = (amountAOptimal, amountBDesired);
      }
    }
  }

  function addLiquidity(
    address tokenA,
    address tokenB,
    uint256 amountADesired,
    uint256 amountBDesired,
    uint256 amountAMin,
    uint256 amountBMin,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
    address pair;
    (amountA, amountB, pair) =
      _addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
    TransferHelper.safeTransferFrom(tokenA, msg.sender, pair, amountA);
    TransferHelper.safeTransferFrom(tokenB, msg.sender, pair, amountB);
    liquidity = IPair(pair).mint(to);
  }

  function addLiquidityETH(
    address token,
    uint256 amountTokenDesired,
    uint256 amountTokenMin,
    uint256 amountETHMin,
    address to,
    uint256 deadline
  ) external payable ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
    address pair;
    (amountToken, amountETH, pair) =
      _addLiquidity(token, WETH, amountTokenDesired, msg.value, amountTokenMin, amountETHMin);
    TransferHelper.safeTransferFrom(token, msg.sender, pair, amountToken);
    _wrapTo(pair, amountETH);
    liquidity = IPair(pair).mint(to);
    if (msg.value > amountETH) TransferHelper.safeTransferETH(msg.sender, msg.value - amountETH); // refund dust
  }

  // **** REMOVE LIQUIDITY ****

  function removeLiquidity(
    address tokenA,
    address tokenB,
    uint256 liquidity,
    uint256 amountAMin,
    uint256 amountBMin,
    address to,
    uint256 deadline
  ) public ensure(deadline) returns (uint256 amountA, uint256 amountB) {
    address pair = _pairFor(tokenA, tokenB);
    uint256 amount0;
    uint256 amount1;
    assembly ("memory-safe") {
      // pair.transferFrom(msg.sender, pair, liquidity): sends the liquidity to the pair (the LP token reverts
      // on a short balance or allowance and returns true otherwise)
      let p := mload(0x40)
      mstore(p, 0x23b872dd00000000000000000000000000000000000000000000000000000000)
      mstore(add(p, 4), caller())
      mstore(add(p, 36), pair)
      mstore(add(p, 68), liquidity)
      if iszero(call(gas(), pair, 0, p, 100, 0, 0)) {
        returndatacopy(0, 0, returndatasize())
        revert(0, returndatasize())
      }
      // (amount0, amount1) = pair.burn(to)
      mstore(p, 0x89afcb4400000000000000000000000000000000000000000000000000000000)
      mstore(add(p, 4), and(to, 0xffffffffffffffffffffffffffffffffffffffff))
      if iszero(and(gt(returndatasize(), 63), call(gas(), pair, 0, p, 36, p, 64))) {
        returndatacopy(0, 0, returndatasize())
        revert(0, returndatasize())
      }
      amount0 := mload(p)
      amount1 := mload(add(p, 32))
    }
    (amountA, amountB) = tokenA < tokenB ? (amount0, amount1) : (amount1, amount0);
    require(amountA >= amountAMin, 'PhoSwapRouter: INSUFFICIENT_A_AMOUNT');
    require(amountB >= amountBMin, 'PhoSwapRouter: INSUFFICIENT_B_AMOUNT');
  }

  function removeLiquidityETH(
    address token,
    uint256 liquidity,
    uint256 amountTokenMin,
    uint256 amountETHMin,
    address to,
    uint256 deadline
  ) public ensure(deadline) returns (uint256 amountToken, uint256 amountETH) {
    (amountToken, amountETH) =
      removeLiquidity(token, WETH, liquidity, amountTokenMin, amountETHMin, address(this), deadline);
    TransferHelper.safeTransfer(token, to, amountToken);
    _unwrap(amountETH);
    TransferHelper.safeTransferETH(to, amountETH);
  }

  function removeLiquidityWithPermit(
    address tokenA,
    address tokenB,
    uint256 liquidity,
    uint256 amountAMin,
    uint256 amountBMin,
    address to,
    uint256 deadline,
    bool approveMax,
    uint8 v,
    bytes32 r,
    bytes32 s
  ) external returns (uint256 amountA, uint256 amountB) {
    address pair = _pairFor(tokenA, tokenB);
    uint256 value = approveMax ? type(uint256).max : liquidity;
    IPair(pair).permit(msg.sender, address(this), value, deadline, v, r, s);
    (amountA, amountB) = removeLiquidity(tokenA, tokenB, liquidity, amountAMin, amountBMin, to, deadline);
  }

  function removeLiquidityETHWithPermit(
    address token,
    uint256 liquidity,
    uint256 amountTokenMin,
    uint256 amountETHMin,
    address to,
    uint256 deadline,
    bool approveMax,
    uint8 v,
    bytes32 r,
    bytes32 s
  ) external returns (uint256 amountToken, uint256 amountETH) {
    address pair = _pairFor(token, WETH);
    uint256 value = approveMax ? type(uint256).max : liquidity;
    IPair(pair).permit(msg.sender, address(this), value, deadline, v, r, s);
    (amountToken, amountETH) = removeLiquidityETH(token, liquidity, amountTokenMin, amountETHMin, to, deadline);
  }

  function removeLiquidityETHSupportingFeeOnTransferTokens(
    address token,
    uint256 liquidity,
    uint256 amountTokenMin,
    uint256 amountETHMin,
    address to,
    uint256 deadline
  ) public ensure(deadline) returns (uint256 amountETH) {
    (, amountETH) = removeLiquidity(token, WETH, liquidity, amountTokenMin, amountETHMin, address(this), deadline);
    TransferHelper.safeTransfer(token, to, IERC20(token).balanceOf(address(this)));
    _unwrap(amountETH);
    TransferHelper.safeTransferETH(to, amountETH);
  }

  function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
    address token,
    uint256 liquidity,
    uint256 amountTokenMin,
    uint256 amountETHMin,
    address to,
    uint256 deadline,
    bool approveMax,
    uint8 v,
    bytes32 r,
    bytes32 s
  ) external returns (uint256 amountETH) {
    address pair = _pairFor(token, WETH);
    uint256 value = approveMax ? type(uint256).max : liquidity;
    IPair(pair).permit(msg.sender, address(this), value, deadline, v, r, s);
    amountETH =
      removeLiquidityETHSupportingFeeOnTransferTokens(token, liquidity, amountTokenMin, amountETHMin, to, deadline);
  }

  // **** SWAP ****

  /// Requires the initial amount to have already been sent to the first pair; pairs[i] is the pair of path[i],
  /// path[i + 1] (from _amountsOutAndPairs or _amountsInAndPairs, which checked the path's tokens).
  function _swap(uint256[] memory amounts, address[] memory pairs, address[] calldata path, address _to) internal {
    unchecked {
      uint256 last = path.length - 1;
      for (uint256 i; i < last; i++) {
        uint256 amountOut = amounts[i + 1];
        (uint256 amount0Out, uint256 amount1Out) =
          path[i] < path[i + 1] ? (uint256(0), amountOut) : (amountOut, uint256(0));
        _pairSwap(pairs[i], amount0Out, amount1Out, i < last - 1 ? pairs[i + 1] : _to);
      }
    }
  }

  function swapExactTokensForTokens(
    uint256 amountIn,
    uint256 amountOutMin,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    address[] memory pairs;
    (amounts, pairs) = _amountsOutAndPairs(amountIn, path);
    require(amounts[amounts.length - 1] >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
    _swap(amounts, pairs, path, to);
  }

  function swapTokensForExactTokens(
    uint256 amountOut,
    uint256 amountInMax,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    address[] memory pairs;
    (amounts, pairs) = _amountsInAndPairs(amountOut, path);
    require(amounts[0] <= amountInMax, 'PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
    _swap(amounts, pairs, path, to);
  }

  function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
    external
    payable
    ensure(deadline)
    returns (uint256[] memory amounts)
  {
    require(path[0] == WETH, 'PhoSwapRouter: INVALID_PATH');
    address[] memory pairs;
    (amounts, pairs) = _amountsOutAndPairs(msg.value, path);
    require(amounts[amounts.length - 1] >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    _wrapTo(pairs[0], amounts[0]);
    _swap(amounts, pairs, path, to);
  }

  function swapTokensForExactETH(
    uint256 amountOut,
    uint256 amountInMax,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    require(path[path.length - 1] == WETH, 'PhoSwapRouter: INVALID_PATH');
    address[] memory pairs;
    (amounts, pairs) = _amountsInAndPairs(amountOut, path);
    require(amounts[0] <= amountInMax, 'PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
    _swap(amounts, pairs, path, address(this));
    _unwrap(amounts[amounts.length - 1]);
    TransferHelper.safeTransferETH(to, amounts[amounts.length - 1]);
  }

  function swapExactTokensForETH(
    uint256 amountIn,
    uint256 amountOutMin,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    require(path[path.length - 1] == WETH, 'PhoSwapRouter: INVALID_PATH');
    address[] memory pairs;
    (amounts, pairs) = _amountsOutAndPairs(amountIn, path);
    require(amounts[amounts.length - 1] >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
    _swap(amounts, pairs, path, address(this));
    _unwrap(amounts[amounts.length - 1]);
    TransferHelper.safeTransferETH(to, amounts[amounts.length - 1]);
  }

  function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
    external
    payable
    ensure(deadline)
    returns (uint256[] memory amounts)
  {
    require(path[0] == WETH, 'PhoSwapRouter: INVALID_PATH');
    address[] memory pairs;
    (amounts, pairs) = _amountsInAndPairs(amountOut, path);
    require(amounts[0] <= msg.value, 'PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT');
    _wrapTo(pairs[0], amounts[0]);
    _swap(amounts, pairs, path, to);
    if (msg.value > amounts[0]) TransferHelper.safeTransferETH(msg.sender, msg.value - amounts[0]); // refund dust
  }

  // **** SWAP (supporting fee-on-transfer tokens) ****

  /// Requires the initial amount to have already been sent to the first pair; each hop uses what arrived.
  function _swapSupportingFeeOnTransferTokens(address[] calldata path, address _to) internal {
    uint256 last = path.length - 1;
    for (uint256 i; i < last; i++) {
      (address input, address output) = (path[i], path[i + 1]);
      (address token0,) = _sortTokens(input, output);
      IPair pair = IPair(_pairFor(input, output));
      uint256 amountInput;
      uint256 amountOutput;
      {
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        (uint256 reserveInput, uint256 reserveOutput) = input == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
        amountInput = IERC20(input).balanceOf(address(pair)) - reserveInput;
        amountOutput = getAmountOut(amountInput, reserveInput, reserveOutput);
      }
      (uint256 amount0Out, uint256 amount1Out) =
        input == token0 ? (uint256(0), amountOutput) : (amountOutput, uint256(0));
      address to = i < last - 1 ? _pairFor(output, path[i + 2]) : _to;
      pair.swap(amount0Out, amount1Out, to, new bytes(0));
    }
  }

  function swapExactTokensForTokensSupportingFeeOnTransferTokens(
    uint256 amountIn,
    uint256 amountOutMin,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) {
    TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amountIn);
    address tokenOut = path[path.length - 1];
    uint256 balanceBefore = IERC20(tokenOut).balanceOf(to);
    _swapSupportingFeeOnTransferTokens(path, to);
    require(
      IERC20(tokenOut).balanceOf(to) - balanceBefore >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT'
    );
  }

  function swapExactETHForTokensSupportingFeeOnTransferTokens(
    uint256 amountOutMin,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external payable ensure(deadline) {
    require(path[0] == WETH, 'PhoSwapRouter: INVALID_PATH');
    uint256 amountIn = msg.value;
    _wrapTo(_pairFor(path[0], path[1]), amountIn);
    address tokenOut = path[path.length - 1];
    uint256 balanceBefore = IERC20(tokenOut).balanceOf(to);
    _swapSupportingFeeOnTransferTokens(path, to);
    require(
      IERC20(tokenOut).balanceOf(to) - balanceBefore >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT'
    );
  }

  function swapExactTokensForETHSupportingFeeOnTransferTokens(
    uint256 amountIn,
    uint256 amountOutMin,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) {
    require(path[path.length - 1] == WETH, 'PhoSwapRouter: INVALID_PATH');
    TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amountIn);
    _swapSupportingFeeOnTransferTokens(path, address(this));
    uint256 amountOut = IERC20(WETH).balanceOf(address(this));
    require(amountOut >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    _unwrap(amountOut);
    TransferHelper.safeTransferETH(to, amountOut);
  }
}
