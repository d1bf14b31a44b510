// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {ICallee} from '../interfaces/ICallee.sol';
import {IPair} from '../interfaces/IPair.sol';

/// Test only: a flash-swap borrower. borrow() asks the pair for tokens with callback data; in uniswapV2Call it
/// records what the pair passed and held, optionally calls back into the pair with `reentryData` (recording how
/// that call ended), then pays `repayAmount` of `repayToken` back from its own balance.
contract FlashBorrower is ICallee {
  address public callbackPair;
  address public callbackSender;
  uint256 public callbackAmount0;
  uint256 public callbackAmount1;
  /// what this contract held of the repay token inside the callback (the optimistic transfer had arrived)
  uint256 public heldDuringCallback;
  bool public reentrySucceeded;
  bytes public reentryError;

  function borrow(
    address pair,
    uint256 amount0Out,
    uint256 amount1Out,
    address repayToken,
    uint256 repayAmount,
    bytes calldata reentryData
  ) external {
    IPair(pair).swap(amount0Out, amount1Out, address(this), abi.encode(repayToken, repayAmount, reentryData));
  }

  function uniswapV2Call(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external {
    (address repayToken, uint256 repayAmount, bytes memory reentryData) = abi.decode(data, (address, uint256, bytes));
    callbackPair = msg.sender;
    callbackSender = sender;
    callbackAmount0 = amount0;
    callbackAmount1 = amount1;
    heldDuringCallback = IERC20(repayToken).balanceOf(address(this));
    if (reentryData.length > 0) {
      (bool success, bytes memory err) = msg.sender.call(reentryData);
      reentrySucceeded = success;
      reentryError = err;
    }
    if (repayAmount > 0) require(IERC20(repayToken).transfer(msg.sender, repayAmount), 'FlashBorrower: REPAY');
  }
}
