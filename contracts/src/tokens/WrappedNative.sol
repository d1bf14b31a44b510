// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// WETH9-compatible wrapper of the chain's native coin: same functions, events and allowance rules.
contract WrappedNative {
  string public name;
  string public symbol;
  uint8 public constant decimals = 18;

  mapping(address => uint256) public balanceOf;
  mapping(address => mapping(address => uint256)) public allowance;

  event Approval(address indexed src, address indexed guy, uint256 wad);
  event Transfer(address indexed src, address indexed dst, uint256 wad);
  event Deposit(address indexed dst, uint256 wad);
  event Withdrawal(address indexed src, uint256 wad);

  constructor(string memory _name, string memory _symbol) {
    name = _name;
    symbol = _symbol;
  }

  receive() external payable {
    deposit();
  }

  function deposit() public payable {
    // cannot overflow: every balance is backed by native coin held here, whose supply is far below 2^256
    unchecked {
      balanceOf[msg.sender] += msg.value;
    }
    emit Deposit(msg.sender, msg.value);
  }

  function withdraw(uint256 wad) public {
    withdrawTo(msg.sender, wad);
  }

  /// withdraw, paying the native coin to `to` instead of the caller (same balance check and event). The router
  /// uses it to pay a swap's or a liquidity removal's native coin straight to the user
  /// (docs/decisions/0141-gas-090-all-rows.md).
  function withdrawTo(address to, uint256 wad) public {
    uint256 balance = balanceOf[msg.sender];
    require(balance >= wad);
    unchecked {
      balanceOf[msg.sender] = balance - wad;
    }
    emit Withdrawal(msg.sender, wad);
    // call instead of WETH9's transfer(): smart-contract wallets need more than 2300 gas; state is already updated
    (bool success,) = to.call{value: wad}('');
    require(success);
  }

  function totalSupply() public view returns (uint256) {
    return address(this).balance;
  }

  function approve(address guy, uint256 wad) public returns (bool) {
    allowance[msg.sender][guy] = wad;
    emit Approval(msg.sender, guy, wad);
    return true;
  }

  function transfer(address dst, uint256 wad) public returns (bool) {
    uint256 balance = balanceOf[msg.sender];
    require(balance >= wad);
    // cannot overflow: the sum of all balances is at most the native coin held here
    unchecked {
      balanceOf[msg.sender] = balance - wad;
      balanceOf[dst] += wad;
    }
    emit Transfer(msg.sender, dst, wad);
    return true;
  }

  function transferFrom(address src, address dst, uint256 wad) public returns (bool) {
    uint256 balance = balanceOf[src];
    require(balance >= wad);
    if (src != msg.sender) {
      uint256 allowed = allowance[src][msg.sender];
      if (allowed != type(uint256).max) {
        require(allowed >= wad);
        unchecked {
          allowance[src][msg.sender] = allowed - wad;
        }
      }
    }
    // cannot overflow: the sum of all balances is at most the native coin held here
    unchecked {
      balanceOf[src] = balance - wad;
      balanceOf[dst] += wad;
    }
    emit Transfer(src, dst, wad);
    return true;
  }
}
