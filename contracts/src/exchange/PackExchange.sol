// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {SafeERC20} from '@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol';
import {Ownable} from '@openzeppelin/contracts/access/Ownable.sol';
import {Ownable2Step} from '@openzeppelin/contracts/access/Ownable2Step.sol';
import {Pausable} from '@openzeppelin/contracts/utils/Pausable.sol';
import {ReentrancyGuardTransient} from '@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol';

/// The asset-pack exchange (spec 001 "Exchange popup"): a user hands in on-chain GDT (one deployment per token:
/// GDT, or VGT) and the server credits the same amount to their pack balance (GDB, or VGB) in the reward ledger
/// when it indexes the `Exchanged` event. The contract only takes the tokens and says who gave how much: the
/// amount in the event is what arrived (balance difference), so a fee-on-transfer token credits what the contract
/// really got. The owner moves the collected tokens out and can pause new exchanges.
contract PackExchange is Ownable2Step, Pausable, ReentrancyGuardTransient {
  using SafeERC20 for IERC20;

  IERC20 public immutable token;
  /// Everything ever exchanged (what arrived), for the operator's reconciliation with the ledger.
  uint256 public totalExchanged;

  event Exchanged(address indexed user, uint256 amount);
  event Swept(address indexed to, uint256 amount);

  constructor(address initialOwner, IERC20 token_) Ownable(initialOwner) {
    require(address(token_) != address(0), 'PackExchange: ZERO_ADDRESS');
    token = token_;
  }

  /// Takes `amount` of the token from the caller (approve first). Returns what arrived, the amount credited.
  function doExchange(uint256 amount) external nonReentrant whenNotPaused returns (uint256 received) {
    require(amount > 0, 'PackExchange: ZERO_AMOUNT');
    uint256 before = token.balanceOf(address(this));
    token.safeTransferFrom(msg.sender, address(this), amount);
    received = token.balanceOf(address(this)) - before;
    require(received > 0, 'PackExchange: NOTHING_RECEIVED');
    totalExchanged += received;
    emit Exchanged(msg.sender, received);
  }

  /// The owner takes collected tokens out (the exchanged GDT belongs to the platform once credited).
  function sweep(address to, uint256 amount) external onlyOwner nonReentrant {
    require(to != address(0), 'PackExchange: ZERO_ADDRESS');
    token.safeTransfer(to, amount);
    emit Swept(to, amount);
  }

  function pause() external onlyOwner {
    _pause();
  }

  function unpause() external onlyOwner {
    _unpause();
  }
}
