// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {ERC20} from '@openzeppelin/contracts/token/ERC20/ERC20.sol';
import {ERC20Permit} from '@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol';
import {Math} from '@openzeppelin/contracts/utils/math/Math.sol';
import {IFactory} from '../interfaces/IFactory.sol';
import {ICallee} from '../interfaces/ICallee.sol';

/// Constant-product pair with the Uniswap V2 pair interface. Its LP token supports EIP-2612 permit.
contract Pair is ERC20Permit {
  uint256 public constant MINIMUM_LIQUIDITY = 10 ** 3;
  bytes32 public constant PERMIT_TYPEHASH = keccak256(
    'Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)'
  );
  /// OpenZeppelin's ERC20 refuses to mint to address(0), so the locked minimum liquidity goes here.
  address private constant DEAD = 0x000000000000000000000000000000000000dEaD;

  address public immutable factory;
  // Immutable (read from the factory during construction) instead of initialize(): saves two storage
  // reads per swap while keeping one init code hash for every pair.
  address public immutable token0;
  address public immutable token1;

  uint112 private reserve0;
  uint112 private reserve1;
  uint32 private blockTimestampLast;

  uint256 public price0CumulativeLast;
  uint256 public price1CumulativeLast;
  /// reserve0 * reserve1 right after the most recent liquidity event (only kept while the protocol fee is on).
  uint256 public kLast;

  /// 1 while a lock-guarded function runs. A full word, so the check and the set are one TLOAD and one TSTORE
  /// (a transient bool is read again to mask its byte on every write).
  uint256 private transient locked;

  event Mint(address indexed sender, uint256 amount0, uint256 amount1);
  event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
  event Swap(
    address indexed sender,
    uint256 amount0In,
    uint256 amount1In,
    uint256 amount0Out,
    uint256 amount1Out,
    address indexed to
  );
  event Sync(uint112 reserve0, uint112 reserve1);

  modifier lock() {
    require(locked == 0, 'PhoSwap: LOCKED');
    locked = 1;
    _;
    locked = 0;
  }

  constructor() ERC20('PhoSwap LP', 'PHO-LP') ERC20Permit('PhoSwap LP') {
    factory = msg.sender;
    (token0, token1) = IFactory(msg.sender).parameters();
  }

  function getReserves() external view returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) {
    // returned straight from the slot (the three fields are its low 112, next 112 and top 32 bits): the router
    // reads this on every hop
    assembly ("memory-safe") {
      let slot := sload(reserve0.slot)
      let p := mload(0x40)
      mstore(p, and(slot, 0xffffffffffffffffffffffffffff))
      mstore(add(p, 32), and(shr(112, slot), 0xffffffffffffffffffffffffffff))
      mstore(add(p, 64), shr(224, slot))
      return(p, 96)
    }
  }

  function _getReserves() private view returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) {
    _reserve0 = reserve0;
    _reserve1 = reserve1;
    _blockTimestampLast = blockTimestampLast;
  }

  /// token.transfer(to, value) accepting no return data or a true bool word (Uniswap's rule), in assembly so no
  /// ABI buffer is built and no return data is copied.
  function _safeTransfer(address token, address to, uint256 value) private {
    bool ok;
    assembly ("memory-safe") {
      let p := mload(0x40)
      mstore(p, 0xa9059cbb00000000000000000000000000000000000000000000000000000000) // transfer(address,uint256)
      mstore(add(p, 4), and(to, 0xffffffffffffffffffffffffffffffffffffffff))
      mstore(add(p, 36), value)
      mstore(0, 0)
      ok := call(gas(), token, 0, p, 68, 0, 32)
      ok := and(ok, or(and(eq(mload(0), 1), gt(returndatasize(), 31)), iszero(returndatasize())))
    }
    require(ok, 'PhoSwap: TRANSFER_FAILED');
  }

  /// token.balanceOf(address(this)); reverts as a Solidity call would when the call fails or returns too little.
  function _balance(address token) private view returns (uint256 amount) {
    assembly ("memory-safe") {
      mstore(0, 0x70a0823100000000000000000000000000000000000000000000000000000000)
      mstore(4, address())
      if iszero(and(gt(returndatasize(), 31), staticcall(gas(), token, 0, 36, 0, 32))) {
        returndatacopy(0, 0, returndatasize())
        revert(0, returndatasize())
      }
      amount := mload(0)
    }
  }

  /// `_blockTimestampLast` is the value read with the reserves (this contract's lock keeps it unchanged meanwhile).
  function _updateReserves(
    uint256 balance0,
    uint256 balance1,
    uint112 _reserve0,
    uint112 _reserve1,
    uint32 _blockTimestampLast
  ) private {
    // callers check balance0 and balance1 fit in uint112 (_requireFits)
    unchecked {
      uint32 blockTimestamp = uint32(block.timestamp);
      uint32 timeElapsed = blockTimestamp - _blockTimestampLast; // wraps around by design
      if (timeElapsed > 0 && _reserve0 != 0 && _reserve1 != 0) {
        // UQ112x112 prices; the accumulators overflow by design, as in Uniswap V2
        price0CumulativeLast += ((uint256(_reserve1) << 112) / _reserve0) * timeElapsed;
        price1CumulativeLast += ((uint256(_reserve0) << 112) / _reserve1) * timeElapsed;
      }
      reserve0 = uint112(balance0);
      reserve1 = uint112(balance1);
      blockTimestampLast = blockTimestamp;
    }
    emit Sync(uint112(balance0), uint112(balance1));
  }

  function _requireFits(uint256 balance0, uint256 balance1) private pure {
    require(balance0 <= type(uint112).max && balance1 <= type(uint112).max, 'PhoSwap: OVERFLOW');
  }

  /// Protocol fee: one sixth of the growth in sqrt(k), minted to feeTo when it is set.
  function _mintFee(uint112 _reserve0, uint112 _reserve1) private returns (bool feeOn) {
    address feeTo;
    bool feeEverSet;
    address _factory = factory;
    assembly ("memory-safe") {
      mstore(0, 0xd713eb3b00000000000000000000000000000000000000000000000000000000) // feeToState()
      if iszero(and(gt(returndatasize(), 63), staticcall(gas(), _factory, 0, 4, 0, 64))) { revert(0, 0) }
      feeTo := and(mload(0), 0xffffffffffffffffffffffffffffffffffffffff)
      feeEverSet := iszero(iszero(mload(32)))
    }
    feeOn = feeTo != address(0);
    // kLast is only ever written while feeTo is set: until the factory's feeTo has been set once, it is 0 in
    // every pair and is not read (a cold storage read saved on each mint and burn; docs/decisions/0141-gas-090-all-rows.md)
    if (!feeEverSet) return false;
    uint256 _kLast = kLast;
    if (feeOn) {
      if (_kLast != 0) {
        uint256 rootK = Math.sqrt(uint256(_reserve0) * _reserve1);
        uint256 rootKLast = Math.sqrt(_kLast);
        if (rootK > rootKLast) {
          uint256 numerator = totalSupply() * (rootK - rootKLast);
          uint256 denominator = rootK * 5 + rootKLast;
          uint256 liquidity = numerator / denominator;
          if (liquidity > 0) _mint(feeTo, liquidity);
        }
      }
    } else if (_kLast != 0) {
      kLast = 0;
    }
  }

  function mint(address to) external lock returns (uint256 liquidity) {
    (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) = _getReserves();
    uint256 balance0 = _balance(token0);
    uint256 balance1 = _balance(token1);
    uint256 amount0 = balance0 - _reserve0;
    uint256 amount1 = balance1 - _reserve1;

    bool feeOn = _mintFee(_reserve0, _reserve1);
    uint256 _totalSupply = totalSupply(); // read after _mintFee, which can change it
    if (_totalSupply == 0) {
      liquidity = Math.sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY;
      _mint(DEAD, MINIMUM_LIQUIDITY);
    } else {
      liquidity = Math.min((amount0 * _totalSupply) / _reserve0, (amount1 * _totalSupply) / _reserve1);
    }
    require(liquidity > 0, 'PhoSwap: INSUFFICIENT_LIQUIDITY_MINTED');
    _mint(to, liquidity);

    _requireFits(balance0, balance1);
    _updateReserves(balance0, balance1, _reserve0, _reserve1, _blockTimestampLast);
    if (feeOn) kLast = uint256(reserve0) * reserve1;
    emit Mint(msg.sender, amount0, amount1);
  }

  function burn(address to) external lock returns (uint256 amount0, uint256 amount1) {
    (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) = _getReserves();
    address _token0 = token0;
    address _token1 = token1;
    uint256 balance0 = _balance(_token0);
    uint256 balance1 = _balance(_token1);
    uint256 liquidity = balanceOf(address(this));

    bool feeOn = _mintFee(_reserve0, _reserve1);
    uint256 _totalSupply = totalSupply();
    amount0 = (liquidity * balance0) / _totalSupply; // pro rata, using balances
    amount1 = (liquidity * balance1) / _totalSupply;
    require(amount0 > 0 && amount1 > 0, 'PhoSwap: INSUFFICIENT_LIQUIDITY_BURNED');
    _burn(address(this), liquidity);
    _safeTransfer(_token0, to, amount0);
    _safeTransfer(_token1, to, amount1);
    balance0 = _balance(_token0);
    balance1 = _balance(_token1);

    _requireFits(balance0, balance1);
    _updateReserves(balance0, balance1, _reserve0, _reserve1, _blockTimestampLast);
    if (feeOn) kLast = uint256(reserve0) * reserve1;
    emit Burn(msg.sender, amount0, amount1, to);
  }

  function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external lock {
    require(amount0Out > 0 || amount1Out > 0, 'PhoSwap: INSUFFICIENT_OUTPUT_AMOUNT');
    (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) = _getReserves();
    require(amount0Out < _reserve0 && amount1Out < _reserve1, 'PhoSwap: INSUFFICIENT_LIQUIDITY');

    uint256 balance0;
    uint256 balance1;
    {
      address _token0 = token0;
      address _token1 = token1;
      require(to != _token0 && to != _token1, 'PhoSwap: INVALID_TO');
      if (amount0Out > 0) _safeTransfer(_token0, to, amount0Out); // optimistic transfers
      if (amount1Out > 0) _safeTransfer(_token1, to, amount1Out);
      if (data.length > 0) ICallee(to).uniswapV2Call(msg.sender, amount0Out, amount1Out, data);
      balance0 = _balance(_token0);
      balance1 = _balance(_token1);
    }
    uint256 amount0In;
    uint256 amount1In;
    unchecked {
      // amountXOut < reserveX was checked above
      amount0In = balance0 > _reserve0 - amount0Out ? balance0 - (_reserve0 - amount0Out) : 0;
      amount1In = balance1 > _reserve1 - amount1Out ? balance1 - (_reserve1 - amount1Out) : 0;
    }
    require(amount0In > 0 || amount1In > 0, 'PhoSwap: INSUFFICIENT_INPUT_AMOUNT');
    // _updateReserves' own check, made before the K check: with both balances within uint112 the K products
    // below stay under 2^244 and need no overflow checks
    _requireFits(balance0, balance1);
    unchecked {
      // the 0.3% fee, as 997/1000, must match the off-chain getAmountOut; amountXIn <= balanceX
      uint256 balance0Adjusted = balance0 * 1000 - amount0In * 3;
      uint256 balance1Adjusted = balance1 * 1000 - amount1In * 3;
      require(balance0Adjusted * balance1Adjusted >= uint256(_reserve0) * _reserve1 * 1000 ** 2, 'PhoSwap: K');
    }

    _updateReserves(balance0, balance1, _reserve0, _reserve1, _blockTimestampLast);
    emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
  }

  /// Sends any balance above the reserves to `to`.
  function skim(address to) external lock {
    address _token0 = token0;
    address _token1 = token1;
    _safeTransfer(_token0, to, _balance(_token0) - reserve0);
    _safeTransfer(_token1, to, _balance(_token1) - reserve1);
  }

  /// Sets the reserves to the balances.
  function sync() external lock {
    uint256 balance0 = _balance(token0);
    uint256 balance1 = _balance(token1);
    _requireFits(balance0, balance1);
    (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) = _getReserves();
    _updateReserves(balance0, balance1, _reserve0, _reserve1, _blockTimestampLast);
  }
}
