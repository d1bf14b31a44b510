// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {IFactory} from '../interfaces/IFactory.sol';
import {IPair} from '../interfaces/IPair.sol';
import {IWrappedNative} from '../interfaces/IWrappedNative.sol';
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

  function _getReserves(address tokenA, address tokenB) internal view returns (uint256 reserveA, uint256 reserveB) {
    (address token0,) = _sortTokens(tokenA, tokenB);
    (uint256 reserve0, uint256 reserve1,) = IPair(_pairFor(tokenA, tokenB)).getReserves();
    (reserveA, reserveB) = tokenA == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
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

  function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts) {
    return _getAmountsOut(amountIn, path);
  }

  function getAmountsIn(uint256 amountOut, address[] calldata path) external view returns (uint256[] memory amounts) {
    return _getAmountsIn(amountOut, path);
  }

  // **** ADD LIQUIDITY ****

  function _addLiquidity(
    address tokenA,
    address tokenB,
    uint256 amountADesired,
    uint256 amountBDesired,
    uint256 amountAMin,
    uint256 amountBMin
  ) internal returns (uint256 amountA, uint256 amountB) {
    if (IFactory(factory).getPair(tokenA, tokenB) == address(0)) {
      IFactory(factory).createPair(tokenA, tokenB);
    }
    (uint256 reserveA, uint256 reserveB) = _getReserves(tokenA, tokenB);
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
    (amountA, amountB) = _addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
    address pair = _pairFor(tokenA, tokenB);
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
    (amountToken, amountETH) =
      _addLiquidity(token, WETH, amountTokenDesired, msg.value, amountTokenMin, amountETHMin);
    address pair = _pairFor(token, WETH);
    TransferHelper.safeTransferFrom(token, msg.sender, pair, amountToken);
    IWrappedNative(WETH).deposit{value: amountETH}();
    assert(IWrappedNative(WETH).transfer(pair, amountETH));
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
    IPair(pair).transferFrom(msg.sender, pair, liquidity); // send liquidity to pair
    (uint256 amount0, uint256 amount1) = IPair(pair).burn(to);
    (address token0,) = _sortTokens(tokenA, tokenB);
    (amountA, amountB) = tokenA == token0 ? (amount0, amount1) : (amount1, amount0);
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
    IWrappedNative(WETH).withdraw(amountETH);
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
    IWrappedNative(WETH).withdraw(amountETH);
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

  /// Requires the initial amount to have already been sent to the first pair.
  function _swap(uint256[] memory amounts, address[] calldata path, address _to) internal {
    unchecked {
      uint256 last = path.length - 1;
      for (uint256 i; i < last; i++) {
        (address input, address output) = (path[i], path[i + 1]);
        (address token0,) = _sortTokens(input, output);
        uint256 amountOut = amounts[i + 1];
        (uint256 amount0Out, uint256 amount1Out) = input == token0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
        address to = i < last - 1 ? _pairFor(output, path[i + 2]) : _to;
        IPair(_pairFor(input, output)).swap(amount0Out, amount1Out, to, new bytes(0));
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
    amounts = _getAmountsOut(amountIn, path);
    require(amounts[amounts.length - 1] >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amounts[0]);
    _swap(amounts, path, to);
  }

  function swapTokensForExactTokens(
    uint256 amountOut,
    uint256 amountInMax,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    amounts = _getAmountsIn(amountOut, path);
    require(amounts[0] <= amountInMax, 'PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amounts[0]);
    _swap(amounts, path, to);
  }

  function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
    external
    payable
    ensure(deadline)
    returns (uint256[] memory amounts)
  {
    require(path[0] == WETH, 'PhoSwapRouter: INVALID_PATH');
    amounts = _getAmountsOut(msg.value, path);
    require(amounts[amounts.length - 1] >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    IWrappedNative(WETH).deposit{value: amounts[0]}();
    assert(IWrappedNative(WETH).transfer(_pairFor(path[0], path[1]), amounts[0]));
    _swap(amounts, path, to);
  }

  function swapTokensForExactETH(
    uint256 amountOut,
    uint256 amountInMax,
    address[] calldata path,
    address to,
    uint256 deadline
  ) external ensure(deadline) returns (uint256[] memory amounts) {
    require(path[path.length - 1] == WETH, 'PhoSwapRouter: INVALID_PATH');
    amounts = _getAmountsIn(amountOut, path);
    require(amounts[0] <= amountInMax, 'PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amounts[0]);
    _swap(amounts, path, address(this));
    IWrappedNative(WETH).withdraw(amounts[amounts.length - 1]);
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
    amounts = _getAmountsOut(amountIn, path);
    require(amounts[amounts.length - 1] >= amountOutMin, 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT');
    TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amounts[0]);
    _swap(amounts, path, address(this));
    IWrappedNative(WETH).withdraw(amounts[amounts.length - 1]);
    TransferHelper.safeTransferETH(to, amounts[amounts.length - 1]);
  }

  function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
    external
    payable
    ensure(deadline)
    returns (uint256[] memory amounts)
  {
    require(path[0] == WETH, 'PhoSwapRouter: INVALID_PATH');
    amounts = _getAmountsIn(amountOut, path);
    require(amounts[0] <= msg.value, 'PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT');
    IWrappedNative(WETH).deposit{value: amounts[0]}();
    assert(IWrappedNative(WETH).transfer(_pairFor(path[0], path[1]), amounts[0]));
    _swap(amounts, path, to);
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
    IWrappedNative(WETH).deposit{value: amountIn}();
    assert(IWrappedNative(WETH).transfer(_pairFor(path[0], path[1]), amountIn));
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
    IWrappedNative(WETH).withdraw(amountOut);
    TransferHelper.safeTransferETH(to, amountOut);
  }
}
