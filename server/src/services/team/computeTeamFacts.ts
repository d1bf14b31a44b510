import { LINE_SIZE } from './teamRules'

export interface TeamNode {
  id: number
  parentId: number | null
  ownTvl: bigint
  valid: boolean
}

export interface TeamFigures {
  teamTvl: bigint
  legTvl: bigint
  maxZone: bigint
  teamCount: number
  teamValid: number
  validDirect: number
  lines: number
}

/**
 * Team facts of every node from scratch (the rebuild's rule and the incremental path's reference): children
 * before parents, so each node sums finished legs. A parent outside the set makes its child a root.
 */
export function computeTeamFacts(nodes: TeamNode[]): Map<number, TeamFigures> {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const children = new Map<number, number[]>()
  for (const n of nodes) {
    if (n.parentId === null || !byId.has(n.parentId)) continue
    const list = children.get(n.parentId)
    if (list) list.push(n.id)
    else children.set(n.parentId, [n.id])
  }
  // Breadth-first from the roots, then in reverse: every child is finished before its parent.
  const order: number[] = nodes.filter((n) => n.parentId === null || !byId.has(n.parentId)).map((n) => n.id)
  for (let i = 0; i < order.length; i++) for (const c of children.get(order[i]!) ?? []) order.push(c)
  if (order.length !== nodes.length) throw new Error('computeTeamFacts: the tree has a loop')
  const facts = new Map<number, TeamFigures>()
  for (let i = order.length - 1; i >= 0; i--) {
    const node = byId.get(order[i]!)!
    const f: TeamFigures = {
      teamTvl: 0n,
      legTvl: 0n,
      maxZone: 0n,
      teamCount: 0,
      teamValid: 0,
      validDirect: 0,
      lines: 0,
    }
    for (const c of children.get(node.id) ?? []) {
      const child = byId.get(c)!
      const cf = facts.get(c)!
      const legValid = (child.valid ? 1 : 0) + cf.teamValid
      f.teamTvl += cf.legTvl
      f.teamCount += 1 + cf.teamCount
      f.teamValid += legValid
      if (child.valid) f.validDirect++
      if (legValid >= LINE_SIZE) f.lines++
      if (cf.legTvl > f.maxZone) f.maxZone = cf.legTvl
    }
    f.legTvl = node.ownTvl + f.teamTvl
    facts.set(node.id, f)
  }
  return facts
}
