// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {SafeERC20} from '@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol';
import {Ownable} from '@openzeppelin/contracts/access/Ownable.sol';
import {ReentrancyGuardTransient} from '@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol';
import {Math} from '@openzeppelin/contracts/utils/math/Math.sol';

/// Single-token staking with a lock (Synthetix StakingRewards with a lock): rewards stream at rewardRate per
/// second to stakers by balance; each stake (re)starts the staker's lock, and nothing can be withdrawn before
/// lockData(user). The staking and reward token may be the same (PHO): rewards are taken from the funder by
/// transferFrom and counted in storage, so staked tokens are never paid out as reward.
/// The stream waits while nothing is staked: the period's end moves later by the idle time, so every funded
/// reward goes to stakers (Synthetix's original loses what falls in a time with no stake).
contract LockStaking is Ownable, ReentrancyGuardTransient {
  using SafeERC20 for IERC20;

  IERC20 public immutable stakingToken;
  IERC20 public immutable rewardsToken;

  uint256 public lockDuration;
  uint256 public rewardsDuration;
  /// the end of the reward period as of lastUpdateTime (periodFinish() adds the idle time since)
  uint256 private _periodFinish;
  uint256 public rewardRate;
  uint256 public lastUpdateTime;
  uint256 public rewardPerTokenStored;
  /// reward funded and not yet paid out (an upper bound of what stakers can still claim)
  uint256 public rewardReserve;

  mapping(address => uint256) public userRewardPerTokenPaid;
  mapping(address => uint256) public rewards;
  mapping(address => uint256) private _unlockTime;

  uint256 private _totalSupply;
  mapping(address => uint256) private _balances;

  event RewardAdded(uint256 reward, uint256 rewardRate, uint256 periodFinish);
  event Staked(address indexed user, uint256 amount, uint256 unlockTime);
  event Withdrawn(address indexed user, address indexed to, uint256 amount);
  event RewardPaid(address indexed user, uint256 reward);
  event LockDurationSet(uint256 lockDuration);
  event RewardsDurationSet(uint256 rewardsDuration);

  constructor(
    address initialOwner,
    IERC20 _stakingToken,
    IERC20 _rewardsToken,
    uint256 _lockDuration,
    uint256 _rewardsDuration
  ) Ownable(initialOwner) {
    require(_rewardsDuration > 0, 'LockStaking: ZERO_DURATION');
    stakingToken = _stakingToken;
    rewardsToken = _rewardsToken;
    lockDuration = _lockDuration;
    rewardsDuration = _rewardsDuration;
    emit LockDurationSet(_lockDuration);
    emit RewardsDurationSet(_rewardsDuration);
  }

  modifier updateReward(address account) {
    _updateReward(account);
    _;
  }

  function _updateReward(address account) private {
    if (_totalSupply == 0) {
      // nothing was emitted since lastUpdateTime: the stream resumes where it stopped
      uint256 finish = periodFinish();
      _periodFinish = finish;
      lastUpdateTime = Math.min(block.timestamp, finish);
    } else {
      rewardPerTokenStored = rewardPerToken();
      lastUpdateTime = Math.min(block.timestamp, _periodFinish);
    }
    if (account != address(0)) {
      rewards[account] = earned(account);
      userRewardPerTokenPaid[account] = rewardPerTokenStored;
    }
  }

  // **** VIEWS ****

  function totalSupply() external view returns (uint256) {
    return _totalSupply;
  }

  function balanceOf(address account) external view returns (uint256) {
    return _balances[account];
  }

  /// When the account's stake unlocks (unix seconds); 0 if it never staked.
  function lockData(address account) external view returns (uint256) {
    return _unlockTime[account];
  }

  /// When the reward period ends. While nothing is staked the end moves later second by second (the stream waits).
  function periodFinish() public view returns (uint256) {
    uint256 finish = _periodFinish;
    uint256 last = lastUpdateTime;
    if (_totalSupply == 0 && last < finish) return finish + (block.timestamp - last);
    return finish;
  }

  function lastTimeRewardApplicable() public view returns (uint256) {
    return Math.min(block.timestamp, periodFinish());
  }

  function rewardPerToken() public view returns (uint256) {
    uint256 supply = _totalSupply;
    if (supply == 0) return rewardPerTokenStored;
    // with a stake, the stored end is the end (periodFinish() only moves it while nothing is staked)
    uint256 applicable = Math.min(block.timestamp, _periodFinish);
    return rewardPerTokenStored + ((applicable - lastUpdateTime) * rewardRate * 1e18) / supply;
  }

  function earned(address account) public view returns (uint256) {
    return (_balances[account] * (rewardPerToken() - userRewardPerTokenPaid[account])) / 1e18 + rewards[account];
  }

  function getRewardForDuration() external view returns (uint256) {
    return rewardRate * rewardsDuration;
  }

  // **** USERS ****

  /// Stakes what arrives of `amount`; the whole balance then unlocks lockDuration from now.
  function stake(uint256 amount) external nonReentrant updateReward(msg.sender) {
    require(amount > 0, 'LockStaking: ZERO_AMOUNT');
    uint256 before = stakingToken.balanceOf(address(this));
    stakingToken.safeTransferFrom(msg.sender, address(this), amount);
    uint256 received = stakingToken.balanceOf(address(this)) - before;
    _totalSupply += received;
    _balances[msg.sender] += received;
    uint256 unlockTime = block.timestamp + lockDuration;
    _unlockTime[msg.sender] = unlockTime;
    emit Staked(msg.sender, received, unlockTime);
  }

  function withdraw(uint256 amount, address to) external nonReentrant updateReward(msg.sender) {
    require(amount > 0, 'LockStaking: ZERO_AMOUNT');
    require(to != address(0), 'LockStaking: ZERO_ADDRESS');
    require(block.timestamp >= _unlockTime[msg.sender], 'LockStaking: LOCKED');
    require(amount <= _balances[msg.sender], 'LockStaking: EXCEEDS_STAKE');
    _totalSupply -= amount;
    _balances[msg.sender] -= amount;
    stakingToken.safeTransfer(to, amount);
    emit Withdrawn(msg.sender, to, amount);
  }

  function claimReward() external nonReentrant updateReward(msg.sender) {
    uint256 reward = rewards[msg.sender];
    if (reward == 0) return;
    rewards[msg.sender] = 0;
    rewardReserve -= reward;
    rewardsToken.safeTransfer(msg.sender, reward);
    emit RewardPaid(msg.sender, reward);
  }

  // **** OWNER ****

  /// Takes `reward` from the owner and streams it (plus what is left of the current period) over rewardsDuration.
  function notifyRewardAmount(uint256 reward) external onlyOwner nonReentrant updateReward(address(0)) {
    uint256 before = rewardsToken.balanceOf(address(this));
    rewardsToken.safeTransferFrom(msg.sender, address(this), reward);
    uint256 received = rewardsToken.balanceOf(address(this)) - before;
    uint256 finish = _periodFinish; // brought up to date by updateReward
    uint256 leftover = block.timestamp < finish ? (finish - block.timestamp) * rewardRate : 0;
    rewardRate = (received + leftover) / rewardsDuration;
    require(rewardRate > 0, 'LockStaking: ZERO_RATE');
    rewardReserve += received;
    lastUpdateTime = block.timestamp;
    _periodFinish = block.timestamp + rewardsDuration;
    emit RewardAdded(received, rewardRate, _periodFinish);
  }

  function setRewardsDuration(uint256 _rewardsDuration) external onlyOwner {
    require(block.timestamp > periodFinish(), 'LockStaking: PERIOD_RUNNING');
    require(_rewardsDuration > 0, 'LockStaking: ZERO_DURATION');
    rewardsDuration = _rewardsDuration;
    emit RewardsDurationSet(_rewardsDuration);
  }

  /// Applies to stakes made from now on; existing locks keep their time.
  function setLockDuration(uint256 _lockDuration) external onlyOwner {
    lockDuration = _lockDuration;
    emit LockDurationSet(_lockDuration);
  }
}
