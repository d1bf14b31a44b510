// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {SafeERC20} from '@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol';
import {Ownable} from '@openzeppelin/contracts/access/Ownable.sol';
import {ReentrancyGuardTransient} from '@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol';
import {Math} from '@openzeppelin/contracts/utils/math/Math.sol';

/// The Good token vote (spec 001): holders deposit Good into a pool of at most `depositCap` (10,000 Good) and
/// share `rewardTotal` (500 Good) streamed evenly over `duration` (50 days, so 10 Good a day) by their share of
/// the deposits, second by second. The schedule starts when the owner funds it (`start`); nothing accrues before
/// it, after its end, or to nobody (a second with no deposit pays no one and its reward stays unpaid).
/// Withdrawing any of a deposit forfeits the account's unpaid reward (the spec: withdrawing resets the reward).
/// The deposit and reward token are the same: rewards are counted apart (`totalPaid` never passes `rewardTotal`),
/// so deposits are never paid out as reward.
contract GoodVote is Ownable, ReentrancyGuardTransient {
  using SafeERC20 for IERC20;

  IERC20 public immutable token;
  uint256 public immutable rewardTotal;
  uint256 public immutable duration;
  uint256 public immutable depositCap;
  /// rewardTotal / duration, rounded down: the schedule never emits more than rewardTotal
  uint256 public immutable rewardRate;

  /// when the schedule started (unix seconds); 0 until the owner funds it
  uint256 public startTime;
  uint256 public lastUpdateTime;
  uint256 public rewardPerTokenStored;
  /// reward paid out so far; never above rewardTotal
  uint256 public totalPaid;

  uint256 private _depositTotal;
  mapping(address => uint256) private _deposits;
  mapping(address => uint256) public userRewardPerTokenPaid;
  mapping(address => uint256) public rewards;

  event Started(uint256 startTime, uint256 endTime, uint256 rewardRate);
  event Deposited(address indexed user, uint256 amount);
  event Withdrawn(address indexed user, uint256 amount, uint256 forfeited);
  event RewardPaid(address indexed user, uint256 reward);

  constructor(
    address initialOwner,
    IERC20 _token,
    uint256 _rewardTotal,
    uint256 _duration,
    uint256 _depositCap
  ) Ownable(initialOwner) {
    require(_duration > 0 && _rewardTotal >= _duration, 'GoodVote: BAD_SCHEDULE');
    require(_depositCap > 0, 'GoodVote: ZERO_CAP');
    token = _token;
    rewardTotal = _rewardTotal;
    duration = _duration;
    depositCap = _depositCap;
    rewardRate = _rewardTotal / _duration;
  }

  // **** VIEWS ****

  /// when the schedule ends; 0 until started
  function endTime() public view returns (uint256) {
    return startTime == 0 ? 0 : startTime + duration;
  }

  function lastTimeRewardApplicable() public view returns (uint256) {
    if (startTime == 0) return 0;
    return Math.min(block.timestamp, startTime + duration);
  }

  function rewardPerToken() public view returns (uint256) {
    uint256 total = _depositTotal;
    if (total == 0 || startTime == 0) return rewardPerTokenStored;
    return rewardPerTokenStored + ((lastTimeRewardApplicable() - lastUpdateTime) * rewardRate * 1e18) / total;
  }

  function earned(address account) public view returns (uint256) {
    return (_deposits[account] * (rewardPerToken() - userRewardPerTokenPaid[account])) / 1e18 + rewards[account];
  }

  /// The account's deposit and its reward earned and not yet collected.
  function depositInfo(address account) external view returns (uint256 amount, uint256 reward_) {
    return (_deposits[account], earned(account));
  }

  function depositTotal() external view returns (uint256) {
    return _depositTotal;
  }

  function _updateReward(address account) private {
    rewardPerTokenStored = rewardPerToken();
    if (startTime != 0) lastUpdateTime = lastTimeRewardApplicable();
    rewards[account] = earned(account);
    userRewardPerTokenPaid[account] = rewardPerTokenStored;
  }

  // **** USERS ****

  /// Deposits what arrives of `amount` (after approve); only while the schedule runs and within the cap.
  function deposit(uint256 amount) external nonReentrant {
    require(amount > 0, 'GoodVote: ZERO_AMOUNT');
    require(startTime != 0, 'GoodVote: NOT_STARTED');
    require(block.timestamp < startTime + duration, 'GoodVote: ENDED');
    _updateReward(msg.sender);
    uint256 before = token.balanceOf(address(this));
    token.safeTransferFrom(msg.sender, address(this), amount);
    uint256 received = token.balanceOf(address(this)) - before;
    require(_depositTotal + received <= depositCap, 'GoodVote: CAP');
    _depositTotal += received;
    _deposits[msg.sender] += received;
    emit Deposited(msg.sender, received);
  }

  /// Returns `amount` of the deposit; the account's unpaid reward is forfeited (stays unpaid in the contract).
  function withdraw(uint256 amount) external nonReentrant {
    require(amount > 0, 'GoodVote: ZERO_AMOUNT');
    require(amount <= _deposits[msg.sender], 'GoodVote: EXCEEDS_DEPOSIT');
    _updateReward(msg.sender);
    uint256 forfeited = rewards[msg.sender];
    rewards[msg.sender] = 0;
    _depositTotal -= amount;
    _deposits[msg.sender] -= amount;
    token.safeTransfer(msg.sender, amount);
    emit Withdrawn(msg.sender, amount, forfeited);
  }

  /// Pays the caller's earned reward (nothing when there is none).
  function reward() external nonReentrant {
    _updateReward(msg.sender);
    uint256 amount = rewards[msg.sender];
    if (amount == 0) return;
    rewards[msg.sender] = 0;
    totalPaid += amount;
    require(totalPaid <= rewardTotal, 'GoodVote: OVERPAID');
    token.safeTransfer(msg.sender, amount);
    emit RewardPaid(msg.sender, amount);
  }

  // **** OWNER ****

  /// Takes rewardTotal from the owner and starts the schedule now; once.
  function start() external onlyOwner nonReentrant {
    require(startTime == 0, 'GoodVote: STARTED');
    uint256 before = token.balanceOf(address(this));
    token.safeTransferFrom(msg.sender, address(this), rewardTotal);
    require(token.balanceOf(address(this)) - before >= rewardTotal, 'GoodVote: UNDERFUNDED');
    startTime = block.timestamp;
    lastUpdateTime = block.timestamp;
    emit Started(block.timestamp, block.timestamp + duration, rewardRate);
  }
}
