import type { ReactNode } from 'react'

/** A column heading; `num` right-aligns a column of figures, `hidden` names it for screen readers only (buttons). */
export interface AdminColumn {
  label: string
  num?: boolean
  hidden?: boolean
}

/**
 * The console's table of records: its box (below), a heading row from `head`, and the rows given as `children`, each
 * a `<tr>` of the caller's. Users, Settlements, Books and Audit show their lists in it.
 */
export function AdminTable({
  label,
  head,
  fluid,
  testId,
  children,
}: {
  label: string
  head: readonly AdminColumn[]
  /** Long free text (entry keys, JSON): wrapped to the box's width rather than scrolled. */
  fluid?: boolean
  testId?: string
  children: ReactNode
}) {
  return (
    <TableBox label={label}>
      <table className={fluid ? 'admin-table admin-table--fluid' : 'admin-table'} data-testid={testId}>
        <thead>
          <tr>
            {head.map((column) => (
              <th key={column.label} scope="col" className={column.num ? 'admin-num' : undefined}>
                {column.hidden ? <span className="admin-sr">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableBox>
  )
}

/**
 * A table's box: it scrolls sideways on a phone rather than squeezing the figures, and (being scrollable) can be
 * focused and scrolled with the keyboard, named for screen readers by `label`.
 */
function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="admin-table-wrap" tabIndex={0} aria-label={label}>
      {children}
    </section>
  )
}
