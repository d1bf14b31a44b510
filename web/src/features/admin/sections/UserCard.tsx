import type { ReactNode } from 'react'

/** One part of a looked-up user (balances, withdrawals, team ...): a named card with its heading. */
export function UserCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="admin-card" data-testid={testId} aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  )
}
