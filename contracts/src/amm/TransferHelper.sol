// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Token and native transfers that accept tokens returning nothing (USDT-style) and revert on failure.
/// The token calls are in assembly (no abi.encode buffer, no copy of the return data); the acceptance rule is
/// Uniswap's: the call succeeded and returned nothing or a true bool word.
library TransferHelper {
  function safeApprove(address token, address to, uint256 value) internal {
    (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0x095ea7b3, to, value));
    require(success && (data.length == 0 || abi.decode(data, (bool))), 'TransferHelper: APPROVE_FAILED');
  }

  function safeTransfer(address token, address to, uint256 value) internal {
    bool ok;
    assembly ("memory-safe") {
      let p := mload(0x40)
      mstore(p, 0xa9059cbb00000000000000000000000000000000000000000000000000000000)
      mstore(add(p, 4), and(to, 0xffffffffffffffffffffffffffffffffffffffff))
      mstore(add(p, 36), value)
      mstore(0, 0)
      ok := call(gas(), token, 0, p, 68, 0, 32)
      // true return, or no return data at all
      ok := and(ok, or(and(eq(mload(0), 1), gt(returndatasize(), 31)), iszero(returndatasize())))
    }
    require(ok, 'TransferHelper: TRANSFER_FAILED');
  }

  function safeTransferFrom(address token, address from, address to, uint256 value) internal {
    bool ok;
    assembly ("memory-safe") {
      let p := mload(0x40)
      mstore(p, 0x23b872dd00000000000000000000000000000000000000000000000000000000)
      mstore(add(p, 4), and(from, 0xffffffffffffffffffffffffffffffffffffffff))
      mstore(add(p, 36), and(to, 0xffffffffffffffffffffffffffffffffffffffff))
      mstore(add(p, 68), value)
      mstore(0, 0)
      ok := call(gas(), token, 0, p, 100, 0, 32)
      ok := and(ok, or(and(eq(mload(0), 1), gt(returndatasize(), 31)), iszero(returndatasize())))
    }
    require(ok, 'TransferHelper: TRANSFER_FROM_FAILED');
  }

  function safeTransferETH(address to, uint256 value) internal {
    bool ok;
    assembly ("memory-safe") {
      ok := call(gas(), to, value, 0, 0, 0, 0)
    }
    require(ok, 'TransferHelper: ETH_TRANSFER_FAILED');
  }
}
