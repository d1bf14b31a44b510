// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from '@openzeppelin/contracts/token/ERC20/ERC20.sol';

/// Test only: burns 1% of every transfer between two non-zero addresses.
contract FeeOnTransferToken is ERC20 {
  constructor(uint256 initialSupply) ERC20('Fee On Transfer', 'FOT') {
    _mint(msg.sender, initialSupply);
  }

  function _update(address from, address to, uint256 value) internal override {
    if (from != address(0) && to != address(0)) {
      uint256 fee = value / 100;
      super._update(from, address(0), fee);
      value -= fee;
    }
    super._update(from, to, value);
  }
}
