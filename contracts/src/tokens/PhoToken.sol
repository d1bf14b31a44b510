// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from '@openzeppelin/contracts/token/ERC20/ERC20.sol';
import {ERC20Permit} from '@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol';
import {Ownable} from '@openzeppelin/contracts/access/Ownable.sol';

/// PHO, the reward token. Buys (transfers from a marked AMM pair) and sells (transfers to one) pay 1.5%:
/// 0.5% liquidity dividends, 0.5% equity-card dividends, 0.25% burn, 0.25% ecosystem.
/// Each share is floor(value * bps / 10000), computed separately; the rounding dust stays with the
/// recipient, so every sink receives exactly its share and the sender is debited exactly `value`.
/// The burn share goes to the burn sink, by default the dead address (see docs/decisions/0002-pho-tax.md).
contract PhoToken is ERC20, ERC20Permit, Ownable {
  uint256 public constant LIQUIDITY_BPS = 50;
  uint256 public constant EQUITY_BPS = 50;
  uint256 public constant BURN_BPS = 25;
  uint256 public constant ECOSYSTEM_BPS = 25;
  uint256 public constant BPS_DENOMINATOR = 10_000;
  address public constant DEAD = 0x000000000000000000000000000000000000dEaD;

  address public liquiditySink;
  address public equitySink;
  address public burnSink;
  address public ecosystemSink;

  mapping(address => bool) public isPair;
  mapping(address => bool) public isExempt;

  event SinksSet(address liquiditySink, address equitySink, address burnSink, address ecosystemSink);
  event PairSet(address indexed pair, bool taxed);
  event ExemptSet(address indexed account, bool exempt);

  constructor(address initialOwner, uint256 initialSupply)
    ERC20('PhoSwap Token', 'PHO')
    ERC20Permit('PhoSwap Token')
    Ownable(initialOwner)
  {
    liquiditySink = initialOwner;
    equitySink = initialOwner;
    burnSink = DEAD;
    ecosystemSink = initialOwner;
    isExempt[initialOwner] = true;
    emit ExemptSet(initialOwner, true);
    _mint(initialOwner, initialSupply);
  }

  function setSinks(address _liquidity, address _equity, address _burn, address _ecosystem) external onlyOwner {
    require(
      _liquidity != address(0) && _equity != address(0) && _burn != address(0) && _ecosystem != address(0),
      'PHO: ZERO_SINK'
    );
    liquiditySink = _liquidity;
    equitySink = _equity;
    burnSink = _burn;
    ecosystemSink = _ecosystem;
    emit SinksSet(_liquidity, _equity, _burn, _ecosystem);
  }

  function setPair(address pair, bool taxed) external onlyOwner {
    isPair[pair] = taxed;
    emit PairSet(pair, taxed);
  }

  function setExempt(address account, bool exempt) external onlyOwner {
    isExempt[account] = exempt;
    emit ExemptSet(account, exempt);
  }

  /// The tax a buy or sell of `value` pays, by sink.
  function taxOf(uint256 value)
    public
    pure
    returns (uint256 toLiquidity, uint256 toEquity, uint256 toBurn, uint256 toEcosystem)
  {
    toLiquidity = (value * LIQUIDITY_BPS) / BPS_DENOMINATOR;
    toEquity = (value * EQUITY_BPS) / BPS_DENOMINATOR;
    toBurn = (value * BURN_BPS) / BPS_DENOMINATOR;
    toEcosystem = (value * ECOSYSTEM_BPS) / BPS_DENOMINATOR;
  }

  function _update(address from, address to, uint256 value) internal override {
    if (
      from != address(0) && to != address(0) && (isPair[from] || isPair[to]) && !isExempt[from] && !isExempt[to]
    ) {
      (uint256 toLiquidity, uint256 toEquity, uint256 toBurn, uint256 toEcosystem) = taxOf(value);
      if (toLiquidity > 0) super._update(from, liquiditySink, toLiquidity);
      if (toEquity > 0) super._update(from, equitySink, toEquity);
      if (toBurn > 0) super._update(from, burnSink, toBurn);
      if (toEcosystem > 0) super._update(from, ecosystemSink, toEcosystem);
      value -= toLiquidity + toEquity + toBurn + toEcosystem;
    }
    super._update(from, to, value);
  }
}
