// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {IERC20Metadata} from '@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol';
import {SafeERC20} from '@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol';
import {Ownable} from '@openzeppelin/contracts/access/Ownable.sol';
import {ReentrancyGuardTransient} from '@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol';
import {Math} from '@openzeppelin/contracts/utils/math/Math.sol';

/// The flash exchange: swaps one token for another at a fixed ratio set by the owner, paid from the
/// contract's own reserve. No price is read from a pool, so the rate cannot be moved within a block.
///
/// exchangeRatio is fixed point with RATIO_SCALE = 1e18: whole exchange tokens per whole from token.
/// paid = received * exchangeRatio / 1e18, scaled from the from token's decimals to the exchange token's,
/// rounded down. `received` is what arrived (balance difference), so a fee-on-transfer token pays on what
/// the contract really got.
contract FlashExchange is Ownable, ReentrancyGuardTransient {
  using SafeERC20 for IERC20;

  uint256 public constant RATIO_SCALE = 1e18;

  /// The spec's exchange info record; the public getter returns exactly these four fields.
  struct ExchangeInfo {
    IERC20 fromToken;
    IERC20 exchangeToken;
    uint256 exchangeRatio;
    bool allowExchange;
  }

  ExchangeInfo[] public exchangeInfo;
  /// 10 ** decimals of each record's tokens, read once when the record is added.
  uint256[] private _fromUnit;
  uint256[] private _toUnit;

  event ExchangeAdded(
    uint256 indexed id, address indexed fromToken, address indexed exchangeToken, uint256 exchangeRatio, bool allowExchange
  );
  event ExchangeUpdated(uint256 indexed id, uint256 exchangeRatio, bool allowExchange);
  event Exchanged(uint256 indexed id, address indexed user, uint256 amountIn, uint256 amountOut);
  event ReserveWithdrawn(address indexed token, address indexed to, uint256 amount);

  constructor(address initialOwner) Ownable(initialOwner) {}

  function exchangeInfoLength() external view returns (uint256) {
    return exchangeInfo.length;
  }

  /// The spec names the ratio both exchangeRatio and exchangeRate.
  function exchangeRate(uint256 id) external view returns (uint256) {
    return exchangeInfo[id].exchangeRatio;
  }

  /// What the record's reserve holds of its exchange token (shared by records paying the same token).
  function reserveOf(uint256 id) external view returns (uint256) {
    return exchangeInfo[id].exchangeToken.balanceOf(address(this));
  }

  /// What doExchange pays for `amountIn` arriving, before the reserve and enabled checks.
  function getExchangeAmount(uint256 id, uint256 amountIn) public view returns (uint256) {
    ExchangeInfo storage info = exchangeInfo[id];
    uint256 fromUnit = _fromUnit[id];
    uint256 toUnit = _toUnit[id];
    // the larger unit factor is applied on the side that keeps the product in range
    if (toUnit >= fromUnit) return Math.mulDiv(amountIn, info.exchangeRatio * (toUnit / fromUnit), RATIO_SCALE);
    return Math.mulDiv(amountIn, info.exchangeRatio, RATIO_SCALE * (fromUnit / toUnit));
  }

  function addExchange(IERC20 fromToken, IERC20 exchangeToken, uint256 exchangeRatio, bool allowExchange)
    external
    onlyOwner
    returns (uint256 id)
  {
    require(address(fromToken) != address(0) && address(exchangeToken) != address(0), 'FlashExchange: ZERO_ADDRESS');
    require(fromToken != exchangeToken, 'FlashExchange: IDENTICAL_TOKENS');
    require(exchangeRatio > 0, 'FlashExchange: ZERO_RATIO');
    id = exchangeInfo.length;
    exchangeInfo.push(ExchangeInfo(fromToken, exchangeToken, exchangeRatio, allowExchange));
    _fromUnit.push(10 ** IERC20Metadata(address(fromToken)).decimals());
    _toUnit.push(10 ** IERC20Metadata(address(exchangeToken)).decimals());
    emit ExchangeAdded(id, address(fromToken), address(exchangeToken), exchangeRatio, allowExchange);
  }

  function setExchange(uint256 id, uint256 exchangeRatio, bool allowExchange) external onlyOwner {
    require(exchangeRatio > 0, 'FlashExchange: ZERO_RATIO');
    ExchangeInfo storage info = exchangeInfo[id];
    info.exchangeRatio = exchangeRatio;
    info.allowExchange = allowExchange;
    emit ExchangeUpdated(id, exchangeRatio, allowExchange);
  }

  /// Takes `amount` of the record's from token from the caller and pays the exchange token at the fixed ratio;
  /// reverts when that pays less than `amountOutMin` (the owner changed the ratio after the caller's quote).
  function doExchange(uint256 id, uint256 amount, uint256 amountOutMin)
    external
    nonReentrant
    returns (uint256 amountOut)
  {
    require(id < exchangeInfo.length, 'FlashExchange: NO_RECORD');
    ExchangeInfo storage info = exchangeInfo[id];
    require(info.allowExchange, 'FlashExchange: DISABLED');
    require(amount > 0, 'FlashExchange: ZERO_AMOUNT');
    IERC20 fromToken = info.fromToken;
    uint256 before = fromToken.balanceOf(address(this));
    fromToken.safeTransferFrom(msg.sender, address(this), amount);
    uint256 received = fromToken.balanceOf(address(this)) - before;
    amountOut = getExchangeAmount(id, received);
    require(amountOut > 0, 'FlashExchange: ZERO_OUT');
    require(amountOut >= amountOutMin, 'FlashExchange: INSUFFICIENT_OUTPUT_AMOUNT');
    require(info.exchangeToken.balanceOf(address(this)) >= amountOut, 'FlashExchange: INSUFFICIENT_RESERVE');
    info.exchangeToken.safeTransfer(msg.sender, amountOut);
    emit Exchanged(id, msg.sender, received, amountOut);
  }

  /// The owner takes back reserve or collected from tokens.
  function withdrawReserve(IERC20 token, address to, uint256 amount) external onlyOwner nonReentrant {
    require(to != address(0), 'FlashExchange: ZERO_ADDRESS');
    token.safeTransfer(to, amount);
    emit ReserveWithdrawn(address(token), to, amount);
  }
}
