// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from '@openzeppelin/contracts/token/ERC20/IERC20.sol';
import {SafeERC20} from '@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol';
import {Ownable} from '@openzeppelin/contracts/access/Ownable.sol';
import {Ownable2Step} from '@openzeppelin/contracts/access/Ownable2Step.sol';
import {Pausable} from '@openzeppelin/contracts/utils/Pausable.sol';
import {ReentrancyGuardTransient} from '@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol';
import {EIP712} from '@openzeppelin/contracts/utils/cryptography/EIP712.sol';
import {ECDSA} from '@openzeppelin/contracts/utils/cryptography/ECDSA.sol';
import {BitMaps} from '@openzeppelin/contracts/utils/structs/BitMaps.sol';

/// The withdraw vault of the rewards area: pays a withdrawal order of the server's ledger against the server
/// signer's EIP-712 voucher Withdraw(recipient, token, amount, orderId, deadline). The domain (name, version,
/// chain id, this address) keeps a voucher to one chain and one vault; each order id pays once; the recipient
/// claims it themselves, until the deadline. The owner rotates the signer, pauses claims and moves funds.
/// The owner or its publisher commits the server's proof of liabilities (a Merkle-sum root per coin) in an event a
/// user reads from the chain itself (docs/proof-of-liabilities.md).
contract WithdrawVault is EIP712, Ownable2Step, Pausable, ReentrancyGuardTransient {
  using SafeERC20 for IERC20;
  using BitMaps for BitMaps.BitMap;

  /// core/src/vault/withdrawVoucher.ts builds the same domain and type for the server and the web app.
  string public constant DOMAIN_NAME = 'PhoSwap Withdraw Vault';
  string public constant DOMAIN_VERSION = '1';
  bytes32 public constant WITHDRAW_TYPEHASH =
    keccak256('Withdraw(address recipient,address token,uint256 amount,uint256 orderId,uint256 deadline)');

  /// The address whose vouchers the vault pays (the server's withdraw signer).
  address public signer;
  /// Order ids already paid, 256 per slot: the server's ids are sequential, so most claims flip a bit in a
  /// slot that is already written.
  BitMaps.BitMap private _claimed;
  /// Besides the owner, the one address that may publish liabilities (the server's publisher key); zero: none.
  address public publisher;
  /// Snapshot ids already published: each once, so a verifier finds exactly one root per snapshot.
  BitMaps.BitMap private _published;

  event Claimed(uint256 indexed orderId, address indexed recipient, address indexed token, uint256 amount);
  event SignerChanged(address indexed previousSigner, address indexed newSigner);
  event FundsWithdrawn(address indexed token, address indexed to, uint256 amount);
  event PublisherChanged(address indexed previousPublisher, address indexed newPublisher);
  /// The root of a snapshot of the reward wallet's balances of one coin, taken at `blockNumber` of this chain.
  event LiabilitiesPublished(
    uint256 indexed snapshotId, uint256 indexed coinId, bytes32 rootHash, uint256 rootSum, uint256 blockNumber
  );

  constructor(address initialOwner, address initialSigner)
    EIP712(DOMAIN_NAME, DOMAIN_VERSION)
    Ownable(initialOwner)
  {
    _setSigner(initialSigner);
  }

  /// Whether the snapshot's root has been published.
  function published(uint256 snapshotId) external view returns (bool) {
    return _published.get(snapshotId);
  }

  /// Whether the order has been paid.
  function claimed(uint256 orderId) external view returns (bool) {
    return _claimed.get(orderId);
  }

  /// The EIP-712 digest the signer signs for this voucher (for tools and tests).
  function hashWithdraw(address recipient, IERC20 token, uint256 amount, uint256 orderId, uint256 deadline)
    public
    view
    returns (bytes32)
  {
    return _hashTypedDataV4(keccak256(abi.encode(WITHDRAW_TYPEHASH, recipient, token, amount, orderId, deadline)));
  }

  /// Pays `amount` of `token` to the caller for order `orderId` against the signer's voucher. The caller must be
  /// the voucher's recipient; the block's time must not be past `deadline`. Exactly `amount` must arrive.
  function claim(
    address recipient,
    IERC20 token,
    uint256 amount,
    uint256 orderId,
    uint256 deadline,
    bytes calldata signature
  ) external nonReentrant {
    require(!paused(), 'WithdrawVault: PAUSED');
    require(block.timestamp <= deadline, 'WithdrawVault: EXPIRED');
    require(msg.sender == recipient, 'WithdrawVault: NOT_RECIPIENT');
    require(!_claimed.get(orderId), 'WithdrawVault: CLAIMED');
    bytes32 digest = hashWithdraw(recipient, token, amount, orderId, deadline);
    (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecoverCalldata(digest, signature);
    require(error == ECDSA.RecoverError.NoError && recovered == signer, 'WithdrawVault: INVALID_SIGNATURE');
    require(token.balanceOf(address(this)) >= amount, 'WithdrawVault: INSUFFICIENT_BALANCE');

    _claimed.set(orderId);
    uint256 before = token.balanceOf(recipient);
    token.safeTransfer(recipient, amount);
    // a fee-on-transfer or otherwise short-paying token would leave the order paid but not in full
    require(token.balanceOf(recipient) - before == amount, 'WithdrawVault: SHORT_TRANSFER');
    emit Claimed(orderId, recipient, address(token), amount);
  }

  /// The owner replaces the signer; vouchers of the old signer stop paying at once.
  function setSigner(address newSigner) external onlyOwner {
    _setSigner(newSigner);
  }

  /// The owner names the address that may publish liabilities besides itself (zero: only the owner).
  function setPublisher(address newPublisher) external onlyOwner {
    emit PublisherChanged(publisher, newPublisher);
    publisher = newPublisher;
  }

  /// Commits a snapshot's Merkle-sum root. Only the owner or the publisher; a snapshot block in the future is
  /// refused (the root must describe books the chain already has), and each snapshot id is published once. The event is
  /// the record of the root; only the id's mark is stored.
  function publishLiabilities(uint256 snapshotId, uint256 coinId, bytes32 rootHash, uint256 rootSum, uint256 blockNumber)
    external
  {
    require(msg.sender == owner() || (msg.sender == publisher && publisher != address(0)), 'WithdrawVault: NOT_PUBLISHER');
    require(blockNumber < block.number, 'WithdrawVault: FUTURE_BLOCK');
    require(!_published.get(snapshotId), 'WithdrawVault: PUBLISHED');
    _published.set(snapshotId);
    emit LiabilitiesPublished(snapshotId, coinId, rootHash, rootSum, blockNumber);
  }

  function pause() external onlyOwner {
    _pause();
  }

  function unpause() external onlyOwner {
    _unpause();
  }

  /// The owner takes tokens out (a surplus, or everything when the vault is retired). The owner can rotate the
  /// signer anyway, so limiting this would protect nothing; the server's books check compares the vault's
  /// holdings with what users may still withdraw.
  function withdrawFunds(IERC20 token, address to, uint256 amount) external onlyOwner nonReentrant {
    require(to != address(0), 'WithdrawVault: ZERO_ADDRESS');
    token.safeTransfer(to, amount);
    emit FundsWithdrawn(address(token), to, amount);
  }

  function _setSigner(address newSigner) private {
    require(newSigner != address(0), 'WithdrawVault: ZERO_ADDRESS');
    emit SignerChanged(signer, newSigner);
    signer = newSigner;
  }
}
