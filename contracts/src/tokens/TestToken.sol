// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from '@openzeppelin/contracts/token/ERC20/ERC20.sol';
import {Ownable} from '@openzeppelin/contracts/access/Ownable.sol';

/// ERC-20 for local chains and tests: any number of decimals, the owner mints.
contract TestToken is ERC20, Ownable {
  uint8 private immutable _decimals;

  constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 initialSupply)
    ERC20(name_, symbol_)
    Ownable(msg.sender)
  {
    _decimals = decimals_;
    if (initialSupply > 0) _mint(msg.sender, initialSupply);
  }

  function decimals() public view override returns (uint8) {
    return _decimals;
  }

  function mint(address to, uint256 amount) external onlyOwner {
    _mint(to, amount);
  }
}
