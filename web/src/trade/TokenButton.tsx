import type { Token } from '@phoswap/core/tokens'
import { TokenIcon } from '../ui/TokenIcon'
import { TokenPicker } from './onDemandPopups'

/**
 * The token button of an amount box (swap, add liquidity): the token's icon and symbol, or the "select" text, and
 * the picker's arrow. `testId` names the button; its symbol is `<prefix>-symbol-<slot>` as the e2e tests read it.
 * The pointer over it or the focus on it starts the picker's download, so the press opens the picker at once.
 */
export function TokenButton(props: {
  className: string
  testId: string
  symbolTestId: string
  token: Token | null
  selectText: string
  onClick: () => void
}) {
  const { token } = props
  return (
    <button
      type="button"
      className={props.className}
      data-testid={props.testId}
      onClick={props.onClick}
      onPointerEnter={TokenPicker.preload}
      onFocus={TokenPicker.preload}
    >
      {token ? (
        <>
          <TokenIcon symbol={token.symbol} logoURI={token.logoURI} size="1.5rem" />
          <span data-testid={props.symbolTestId}>{token.symbol}</span>
        </>
      ) : (
        <span>{props.selectText}</span>
      )}
      <span aria-hidden="true">▾</span>
    </button>
  )
}
