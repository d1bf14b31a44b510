// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {IFactory} from '../interfaces/IFactory.sol';
import {IPair} from '../interfaces/IPair.sol';
import {RouterLibrary} from './RouterLibrary.sol';
import {TransferHelper} from './TransferHelper.sol';
import {WrappedNative} from '../tokens/WrappedNative.sol';

/// Router with the Uniswap V2 Router02 interface: same function names, argument orders and revert conditions.
contract Router is RouterLibrary {
  address public immutable WETH;
  /// Whether WETH is this build of WrappedNative (its code hash, checked at deployment), which pays a withdrawal
  /// to any address: then the native coin goes from WETH straight to the user instead of through the router. A
  /// chain's own wrapped coin (WETH9 and the like) is unwrapped to the router and forwarded, as in Uniswap V2.
  bool private immutable wethWithdrawsTo;

  modifier ensure(uint256 deadline) {
    require(deadline >= block.timestamp, 'PhoSwapRouter: EXPIRED');
    _;
  }

  constructor(address _factory, address _WETH) RouterLibrary(_factory) {
    WETH = _WETH;
    wethWithdrawsTo = _WETH.codehash == keccak256(type(WrappedNative).runtimeCode);
  }

  receive() external payable {
    assert(msg.sender == WETH); // only native coming back from the wrapped-native contract
  }

  /// pair.swap(amount0Out, amount1Out, to, '') for one hop word (the pair, and which token goes out), without
  /// building the call in Solidity's ABI encoder.
  function _pairSwap(uint256 hop, uint256 amountOut, address to) private {
    assembly ("memory-safe") {
      let outIsToken1 := shr(160, hop)
      let p := mload(0x40)
      mstore(p, 0x022c0d9f00000000000000000000000000000000000000000000000000000000)
      mstore(add(p, 4), mul(iszero(outIsToken1), amountOut))
      mstore(add(p, 36), mul(outIsToken1, amountOut))
      mstore(add(p, 68), and(to, 0xffffffffffffffffffffffffffffffffffffffff))
      mstore(add(p, 100), 0x80) // offset of the empty bytes
      mstore(add(p, 132), 0) // its length
      if iszero(call(gas(), and(hop, 0xffffffffffffffffffffffffffffffffffffffff), 0, p, 164, 0, 0)) {
        returndatacopy(0, 0, returndatasize())
        revert(0, returndatasize())
      }
    }
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

  /// Pays `amount` of the router's WETH to `to` as native coin: WETH.withdrawTo(to, amount) when WETH supports it,
  /// else WETH.withdraw(amount) and a transfer from the router.
  function _unwrapTo(address to, uint256 amount) private {
    address weth = WETH;
    if (wethWithdrawsTo) {
      assembly ("memory-safe") {
        let p := mload(0x40)
        mstore(p, 0x205c287800000000000000000000000000000000000000000000000000000000) // withdrawTo(address,uint256)
        mstore(add(p, 4), and(to, 0xffffffffffffffffffffffffffffffffffffffff))
        mstore(add(p, 36), amount)
        if iszero(call(gas(), weth, 0, p, 68, 0, 0)) {
          returndatacopy(0, 0, returndatasize())
          revert(0, returndatasize())
        }
      }
      return;
    }
    assembly ("memory-safe") {
      mstore(0, 0x2e1a7d4d00000000000000000000000000000000000000000000000000000000) // withdraw(uint256)
      mstore(4, amount)
      if iszero(call(gas(), weth, 0, 0, 36, 0, 0)) {
        returndatacopy(0, 0, returndatasize())
        revert(0, returndatasize())
      }
    }
    TransferHelper.safeTransferETH(to, amount);
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
    _unwrapTo(to, amountETH);
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
    _unwrapTo(to, amountETH);
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

  /// Requires the initial amount to have already been sent to the first pair; hops[i] is the hop word of
  /// path[i] -> path[i + 1] (from _amountsOut or _amountsIn, which checked the path's tokens).
  function _swap(uint256[] memory amounts, uint256[] memory hops, address _to) private {
    unchecked {
      uint256 last = hops.length - 1;
      for (uint256 i; i < last; ++i) {
        uint256 next = _at(hops, i + 1);
        _pairSwap(_at(hops, i), _at(amounts, i + 1), address(uint160(next)));
      }
      _pairSwap(_at(hops, last), _at(amounts, last + 1), _to);
    }
  }

  function _firstPair(uint256[] memory hops) private pure returns (address) {
    return address(uint160(_at(hops, 0)));
  }

  function swapExactTokensForTokens(
    uint256 amountIn,
    uint256 amountOutMin,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    uint256[] memory hops;
    uint256 amountOut;
    (amounts, hops, amountOut) = _amountsOut(amountIn, path);
    require(amountOut >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, _firstPair(hops), amountIn);
    _swap(amounts, hops, to);
    _returnArray(amounts);
  }

  function swapTokensForExactTokens(
    uint256 amountOut,
    uint256 amountInMax,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    uint256[] memory hops;
    uint256 amountIn;
    (amounts, hops, amountIn) = _amountsIn(amountOut, path);
    require(amountIn <= amountInMax, 'PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, _firstPair(hops), amountIn);
    _swap(amounts, hops, to);
    _returnArray(amounts);
  }

  function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
    external
    payable
    ensure(deadline)
    returns (uint256[] memory amounts)
  {
    require(path[0] == WETH, 'PhoSwapRouter: INVALID_PATH');
    uint256[] memory hops;
    uint256 amountOut;
    (amounts, hops, amountOut) = _amountsOut(msg.value, path);
    require(amountOut >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    _wrapTo(_firstPair(hops), msg.value);
    _swap(amounts, hops, to);
    _returnArray(amounts);
  }

  function swapTokensForExactETH(
    uint256 amountOut,
    uint256 amountInMax,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    require(path[path.length - 1] == WETH, 'PhoSwapRouter: INVALID_PATH');
    uint256[] memory hops;
    uint256 amountIn;
    (amounts, hops, amountIn) = _amountsIn(amountOut, path);
    require(amountIn <= amountInMax, 'PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, _firstPair(hops), amountIn);
    _swap(amounts, hops, address(this));
    _unwrapTo(to, amountOut);
    _returnArray(amounts);
  }

  function swapExactTokensForETH(
    uint256 amountIn,
    uint256 amountOutMin,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    require(path[path.length - 1] == WETH, 'PhoSwapRouter: INVALID_PATH');
    uint256[] memory hops;
    uint256 amountOut;
    (amounts, hops, amountOut) = _amountsOut(amountIn, path);
    require(amountOut >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, _firstPair(hops), amountIn);
    _swap(amounts, hops, address(this));
    _unwrapTo(to, amountOut);
    _returnArray(amounts);
  }

  function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
    external
    payable
    ensure(deadline)
    returns (uint256[] memory amounts)
  {
    require(path[0] == WETH, 'PhoSwapRouter: INVALID_PATH');
    uint256[] memory hops;
    uint256 amountIn;
    (amounts, hops, amountIn) = _amountsIn(amountOut, path);
    require(amountIn <= msg.value, 'PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT');
    _wrapTo(_firstPair(hops), amountIn);
    _swap(amounts, hops, to);
    if (msg.value > amountIn) TransferHelper.safeTransferETH(msg.sender, msg.value - amountIn); // refund dust
    _returnArray(amounts);
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
    _unwrapTo(to, amountOut);
  }
}
