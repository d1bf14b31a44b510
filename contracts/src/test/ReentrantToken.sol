// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from '@openzeppelin/contracts/token/ERC20/ERC20.sol';

/// Test only: when the armed pair sends this token, the token calls back into the pair with `reentryData`
/// and records how that call ended, so a test can see that the pair's lock refused it.
contract ReentrantToken is ERC20 {
  address public target;
  bytes public reentryData;
  bool public reentered;
  bool public reentrySucceeded;
  bytes public reentryError;

  constructor(uint256 initialSupply) ERC20('Reentrant', 'REE') {
    _mint(msg.sender, initialSupply);
  }

  function arm(address pair, bytes calldata data) external {
    target = pair;
    reentryData = data;
    reentered = false;
  }

  function _update(address from, address to, uint256 value) internal override {
    super._update(from, to, value);
    if (from == target && target != address(0) && !reentered) {
      reentered = true;
      (bool success, bytes memory err) = target.call(reentryData);
      reentrySucceeded = success;
      reentryError = err;
    }
  }
}
