// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from '@openzeppelin/contracts/token/ERC20/ERC20.sol';

/// Test only: while being pulled by the armed spender (transferFrom), calls back into it with `reentryData` and
/// records how that call ended. Arming also gives the token itself a balance and an allowance for the spender,
/// so the inner call could succeed on its own: only the spender's reentrancy guard can refuse it.
contract ReentrantPullToken is ERC20 {
  address public target;
  bytes public reentryData;
  bool public reentered;
  bool public reentrySucceeded;
  bytes public reentryError;

  constructor(uint256 initialSupply) ERC20('Reentrant Pull', 'RPL') {
    _mint(msg.sender, initialSupply);
  }

  function arm(address spender, bytes calldata data) external {
    target = spender;
    reentryData = data;
    reentered = false;
    _mint(address(this), 1e18);
    _approve(address(this), spender, type(uint256).max);
  }

  function _update(address from, address to, uint256 value) internal override {
    super._update(from, to, value);
    if (to == target && target != address(0) && !reentered) {
      reentered = true;
      (bool success, bytes memory err) = target.call(reentryData);
      reentrySucceeded = success;
      reentryError = err;
    }
  }
}
