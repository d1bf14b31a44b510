// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {SafeERC20} from '@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol';
import {Ownable} from '@openzeppelin/contracts/access/Ownable.sol';
import {Ownable2Step} from '@openzeppelin/contracts/access/Ownable2Step.sol';
import {ReentrancyGuardTransient} from '@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol';
import {Math} from '@openzeppelin/contracts/utils/math/Math.sol';

/// The community consensus stake (spec 001, Community): holders stake the token ("consensus") while the stake
/// window is open; everything staked is locked and then released linearly from `releaseStart` over
/// `releaseDuration` seconds; a staker claims what has been released so far, any number of times.
/// The window closes when the release starts, so every staker's release follows the same schedule and
/// nothing staked can be released before its time. The owner sets the schedule (start and duration) only while
/// the release has not started, and never to a start in the past.
/// Released = staked * elapsed / duration, rounded down: claims never pay more than what was staked.
contract CommunityStake is Ownable2Step, ReentrancyGuardTransient {
  using SafeERC20 for IERC20;

  IERC20 public immutable token;

  /// when the linear release begins (unix seconds); the stake window closes then
  uint256 public releaseStart;
  /// how long the release lasts (seconds)
  uint256 public releaseDuration;
  /// everything staked so far (the total consensus)
  uint256 public totalStaked;
  /// everything claimed so far
  uint256 public totalClaimed;

  mapping(address => uint256) public staked;
  mapping(address => uint256) public claimed;

  event Staked(address indexed user, uint256 amount);
  event Claimed(address indexed user, uint256 amount);
  event ScheduleSet(uint256 releaseStart, uint256 releaseDuration);

  constructor(address initialOwner, IERC20 _token, uint256 _releaseStart, uint256 _releaseDuration)
    Ownable(initialOwner)
  {
    token = _token;
    _setSchedule(_releaseStart, _releaseDuration);
  }

  function _setSchedule(uint256 start, uint256 duration) private {
    require(start > block.timestamp, 'CommunityStake: START_PASSED');
    require(duration > 0, 'CommunityStake: ZERO_DURATION');
    releaseStart = start;
    releaseDuration = duration;
    emit ScheduleSet(start, duration);
  }

  /// Moves the release (start and duration) while it has not begun.
  function setSchedule(uint256 start, uint256 duration) external onlyOwner {
    require(block.timestamp < releaseStart, 'CommunityStake: RELEASE_STARTED');
    _setSchedule(start, duration);
  }

  // **** VIEWS ****

  /// What of `amount` staked is released at `time`.
  function _releasedOf(uint256 amount, uint256 time) private view returns (uint256) {
    if (time <= releaseStart) return 0;
    uint256 elapsed = Math.min(time - releaseStart, releaseDuration);
    return Math.mulDiv(amount, elapsed, releaseDuration);
  }

  function released(address account) public view returns (uint256) {
    return _releasedOf(staked[account], block.timestamp);
  }

  function claimable(address account) public view returns (uint256) {
    return released(account) - claimed[account];
  }

  /// The staker's figures in one read: staked, still locked, released so far, claimed, claimable now.
  function stakeInfo(address account)
    external
    view
    returns (uint256 amount, uint256 locked, uint256 releasedAmount, uint256 claimedAmount, uint256 claimableAmount)
  {
    amount = staked[account];
    releasedAmount = released(account);
    locked = amount - releasedAmount;
    claimedAmount = claimed[account];
    claimableAmount = releasedAmount - claimedAmount;
  }

  /// Whether staking is open (before the release starts).
  function stakeOpen() public view returns (bool) {
    return block.timestamp < releaseStart;
  }

  // **** ACTIONS ****

  function stake(uint256 amount) external nonReentrant {
    require(stakeOpen(), 'CommunityStake: CLOSED');
    require(amount > 0, 'CommunityStake: ZERO_AMOUNT');
    // counted by what arrived, so a fee-on-transfer token cannot inflate a stake
    uint256 before = token.balanceOf(address(this));
    token.safeTransferFrom(msg.sender, address(this), amount);
    uint256 received = token.balanceOf(address(this)) - before;
    require(received > 0, 'CommunityStake: ZERO_AMOUNT');
    staked[msg.sender] += received;
    totalStaked += received;
    emit Staked(msg.sender, received);
  }

  function claim() external nonReentrant {
    uint256 amount = claimable(msg.sender);
    require(amount > 0, 'CommunityStake: NOTHING_TO_CLAIM');
    claimed[msg.sender] += amount;
    totalClaimed += amount;
    token.safeTransfer(msg.sender, amount);
    emit Claimed(msg.sender, amount);
  }
}
