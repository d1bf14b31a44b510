// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {SafeERC20} from '@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol';
import {Ownable} from '@openzeppelin/contracts/access/Ownable.sol';
import {ReentrancyGuardTransient} from '@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol';
import {Math} from '@openzeppelin/contracts/utils/math/Math.sol';

/// MasterChef-style farm paying one reward token per block, shared by pools by allocation point, out of a
/// funded budget (rewardBalance). It keeps the properties forks of this design have broken:
/// - deposits are credited by the balance difference (fee-on-transfer tokens);
/// - each pool's staked supply is kept in storage (totalStaked), so tokens sent to the farm change nobody's reward;
/// - a token can be added once; totalAllocPoint is always the sum of the pools and every pool is brought up to
///   date before an allocation, the rate or the budget changes;
/// - emission stops when the budget runs out, and what users are owed (paid plus pending) never exceeds what
///   was emitted to their pool: per-share figures round down and reward debts round up;
/// - every state-changing function is guarded against re-entry; emergencyWithdraw zeroes the position first.
///
/// Emission is farm-wide (accRewardPerAllocPoint), so the result does not depend on the order pools are
/// updated in. Reward emitted to a pool with nothing staked goes back to the budget.
contract Farm is Ownable, ReentrancyGuardTransient {
  using SafeERC20 for IERC20;

  uint256 private constant ACC = 1e18;

  struct UserInfo {
    uint256 amount;
    /// amount * accRewardPerShare / 1e18, rounded up, at the user's last action
    uint256 rewardDebt;
  }

  struct PoolInfo {
    IERC20 lpToken;
    uint256 allocPoint;
    uint256 lastRewardBlock;
    /// reward per staked token, scaled by 1e18
    uint256 accRewardPerShare;
    /// tokens credited to stakers; the farm's token balance may be larger (donations)
    uint256 totalStaked;
    /// all reward ever emitted to the pool
    uint256 totalReward;
    /// emitted to the pool and not yet harvested
    uint256 unclaimReward;
    /// accRewardPerAllocPoint when the pool was last updated
    uint256 rewardIndex;
  }

  IERC20 public immutable rewardToken;
  uint256 public rewardPerBlock;
  uint256 public totalAllocPoint;
  /// funded reward not yet emitted to any pool
  uint256 public rewardBalance;
  /// all reward ever funded
  uint256 public totalFunded;
  uint256 public accRewardPerAllocPoint;
  uint256 public lastEmissionBlock;

  PoolInfo[] public poolInfo;
  mapping(uint256 => mapping(address => UserInfo)) public userInfo;
  mapping(IERC20 => bool) public isPoolToken;

  event PoolAdded(uint256 indexed pid, address indexed lpToken, uint256 allocPoint);
  event PoolSet(uint256 indexed pid, uint256 allocPoint);
  event RewardPerBlockSet(uint256 rewardPerBlock);
  event RewardFunded(address indexed from, uint256 amount);
  event RewardDefunded(address indexed to, uint256 amount);
  event Deposit(address indexed user, uint256 indexed pid, uint256 amount);
  event Withdraw(address indexed user, uint256 indexed pid, uint256 amount);
  event Harvest(address indexed user, uint256 indexed pid, uint256 amount);
  event EmergencyWithdraw(address indexed user, uint256 indexed pid, uint256 amount);

  constructor(address initialOwner, IERC20 _rewardToken, uint256 _rewardPerBlock, uint256 startBlock)
    Ownable(initialOwner)
  {
    rewardToken = _rewardToken;
    rewardPerBlock = _rewardPerBlock;
    lastEmissionBlock = Math.max(startBlock, block.number);
    emit RewardPerBlockSet(_rewardPerBlock);
  }

  function poolLength() external view returns (uint256) {
    return poolInfo.length;
  }

  /// The pool's reward per block at the current rate; 0 once the budget is spent.
  function poolsReward(uint256 pid) external view returns (uint256) {
    if (totalAllocPoint == 0 || rewardBalance == 0) return 0;
    return (rewardPerBlock * poolInfo[pid].allocPoint) / totalAllocPoint;
  }

  // **** ADMIN ****

  function add(uint256 allocPoint, IERC20 lpToken) external onlyOwner nonReentrant returns (uint256 pid) {
    require(address(lpToken) != address(0), 'Farm: ZERO_ADDRESS');
    require(!isPoolToken[lpToken], 'Farm: POOL_EXISTS');
    _massUpdatePools();
    isPoolToken[lpToken] = true;
    totalAllocPoint += allocPoint;
    pid = poolInfo.length;
    poolInfo.push(
      PoolInfo({
        lpToken: lpToken,
        allocPoint: allocPoint,
        lastRewardBlock: Math.max(block.number, lastEmissionBlock),
        accRewardPerShare: 0,
        totalStaked: 0,
        totalReward: 0,
        unclaimReward: 0,
        rewardIndex: accRewardPerAllocPoint
      })
    );
    emit PoolAdded(pid, address(lpToken), allocPoint);
  }

  function set(uint256 pid, uint256 allocPoint) external onlyOwner nonReentrant {
    require(pid < poolInfo.length, 'Farm: NO_POOL');
    _massUpdatePools();
    totalAllocPoint = totalAllocPoint - poolInfo[pid].allocPoint + allocPoint;
    poolInfo[pid].allocPoint = allocPoint;
    emit PoolSet(pid, allocPoint);
  }

  function setRewardPerBlock(uint256 _rewardPerBlock) external onlyOwner nonReentrant {
    _massUpdatePools();
    rewardPerBlock = _rewardPerBlock;
    emit RewardPerBlockSet(_rewardPerBlock);
  }

  /// Adds to the budget what really arrives of `amount` reward tokens taken from the owner.
  function fundRewards(uint256 amount) external onlyOwner nonReentrant {
    // pools catch up first, so the new budget pays no blocks that passed while the old one was spent
    _massUpdatePools();
    uint256 before = rewardToken.balanceOf(address(this));
    rewardToken.safeTransferFrom(msg.sender, address(this), amount);
    uint256 received = rewardToken.balanceOf(address(this)) - before;
    rewardBalance += received;
    totalFunded += received;
    emit RewardFunded(msg.sender, received);
  }

  /// Takes back part of the budget not yet emitted.
  function defundRewards(uint256 amount, address to) external onlyOwner nonReentrant {
    _massUpdatePools();
    require(amount <= rewardBalance, 'Farm: EXCEEDS_BALANCE');
    rewardBalance -= amount;
    totalFunded -= amount;
    rewardToken.safeTransfer(to, amount);
    emit RewardDefunded(to, amount);
  }

  // **** UPDATES ****

  function massUpdatePools() external nonReentrant {
    _massUpdatePools();
  }

  function updatePool(uint256 pid) external nonReentrant {
    require(pid < poolInfo.length, 'Farm: NO_POOL');
    _updatePool(pid);
  }

  function _massUpdatePools() internal {
    uint256 length = poolInfo.length;
    for (uint256 pid = 0; pid < length; ++pid) _updatePool(pid);
    // with no pools the emission clock still has to move on
    if (length == 0) _updateEmission();
  }

  /// Emits the blocks since the last emission into accRewardPerAllocPoint, within the budget.
  function _pendingEmission() internal view returns (uint256 acc, uint256 emitted) {
    acc = accRewardPerAllocPoint;
    if (block.number <= lastEmissionBlock || totalAllocPoint == 0) return (acc, 0);
    emitted = Math.min((block.number - lastEmissionBlock) * rewardPerBlock, rewardBalance);
    acc += (emitted * ACC) / totalAllocPoint;
  }

  function _updateEmission() internal {
    if (block.number <= lastEmissionBlock) return;
    (uint256 acc, uint256 emitted) = _pendingEmission();
    lastEmissionBlock = block.number;
    if (emitted == 0) return;
    rewardBalance -= emitted;
    accRewardPerAllocPoint = acc;
  }

  function _updatePool(uint256 pid) internal {
    _updateEmission();
    PoolInfo storage pool = poolInfo[pid];
    if (block.number <= pool.lastRewardBlock) return;
    uint256 reward = (pool.allocPoint * (accRewardPerAllocPoint - pool.rewardIndex)) / ACC;
    pool.rewardIndex = accRewardPerAllocPoint;
    pool.lastRewardBlock = block.number;
    if (reward == 0) return;
    if (pool.totalStaked == 0) {
      rewardBalance += reward; // nobody to earn it
      return;
    }
    pool.accRewardPerShare += (reward * ACC) / pool.totalStaked;
    pool.totalReward += reward;
    pool.unclaimReward += reward;
  }

  // **** USERS ****

  function pendingReward(uint256 pid, address account) external view returns (uint256) {
    PoolInfo storage pool = poolInfo[pid];
    UserInfo storage user = userInfo[pid][account];
    uint256 accRewardPerShare = pool.accRewardPerShare;
    uint256 unclaimed = pool.unclaimReward;
    if (block.number > pool.lastRewardBlock && pool.totalStaked > 0) {
      (uint256 acc,) = _pendingEmission();
      uint256 reward = (pool.allocPoint * (acc - pool.rewardIndex)) / ACC;
      accRewardPerShare += (reward * ACC) / pool.totalStaked;
      unclaimed += reward;
    }
    return Math.min(_owed(user.amount, accRewardPerShare, user.rewardDebt), unclaimed);
  }

  function deposit(uint256 pid, uint256 amount) external nonReentrant {
    require(pid < poolInfo.length, 'Farm: NO_POOL');
    PoolInfo storage pool = poolInfo[pid];
    UserInfo storage user = userInfo[pid][msg.sender];
    _updatePool(pid);
    _harvest(pid, pool, user);
    uint256 received;
    if (amount > 0) {
      uint256 before = pool.lpToken.balanceOf(address(this));
      pool.lpToken.safeTransferFrom(msg.sender, address(this), amount);
      received = pool.lpToken.balanceOf(address(this)) - before;
      user.amount += received;
      pool.totalStaked += received;
    }
    user.rewardDebt = _debt(user.amount, pool.accRewardPerShare);
    emit Deposit(msg.sender, pid, received);
  }

  function withdraw(uint256 pid, uint256 amount) external nonReentrant {
    require(pid < poolInfo.length, 'Farm: NO_POOL');
    PoolInfo storage pool = poolInfo[pid];
    UserInfo storage user = userInfo[pid][msg.sender];
    require(user.amount >= amount, 'Farm: EXCEEDS_STAKE');
    _updatePool(pid);
    _harvest(pid, pool, user);
    user.amount -= amount;
    pool.totalStaked -= amount;
    user.rewardDebt = _debt(user.amount, pool.accRewardPerShare);
    if (amount > 0) pool.lpToken.safeTransfer(msg.sender, amount);
    emit Withdraw(msg.sender, pid, amount);
  }

  function harvest(uint256 pid) external nonReentrant {
    require(pid < poolInfo.length, 'Farm: NO_POOL');
    PoolInfo storage pool = poolInfo[pid];
    UserInfo storage user = userInfo[pid][msg.sender];
    _updatePool(pid);
    _harvest(pid, pool, user);
    user.rewardDebt = _debt(user.amount, pool.accRewardPerShare);
  }

  /// Returns the whole stake without its reward; the position is zeroed before the tokens leave.
  function emergencyWithdraw(uint256 pid) external nonReentrant {
    require(pid < poolInfo.length, 'Farm: NO_POOL');
    PoolInfo storage pool = poolInfo[pid];
    UserInfo storage user = userInfo[pid][msg.sender];
    uint256 amount = user.amount;
    uint256 forfeited = Math.min(_owed(amount, pool.accRewardPerShare, user.rewardDebt), pool.unclaimReward);
    user.amount = 0;
    user.rewardDebt = 0;
    pool.totalStaked -= amount;
    // the reward given up returns to the budget
    pool.unclaimReward -= forfeited;
    pool.totalReward -= forfeited;
    rewardBalance += forfeited;
    pool.lpToken.safeTransfer(msg.sender, amount);
    emit EmergencyWithdraw(msg.sender, pid, amount);
  }

  function _harvest(uint256 pid, PoolInfo storage pool, UserInfo storage user) internal {
    uint256 owed = Math.min(_owed(user.amount, pool.accRewardPerShare, user.rewardDebt), pool.unclaimReward);
    if (owed == 0) return;
    pool.unclaimReward -= owed;
    rewardToken.safeTransfer(msg.sender, owed);
    emit Harvest(msg.sender, pid, owed);
  }

  function _owed(uint256 amount, uint256 accRewardPerShare, uint256 rewardDebt) internal pure returns (uint256) {
    uint256 accrued = (amount * accRewardPerShare) / ACC;
    return accrued > rewardDebt ? accrued - rewardDebt : 0;
  }

  function _debt(uint256 amount, uint256 accRewardPerShare) internal pure returns (uint256) {
    return Math.mulDiv(amount, accRewardPerShare, ACC, Math.Rounding.Ceil);
  }
}
