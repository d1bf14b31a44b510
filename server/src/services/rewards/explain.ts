import type { Language } from '@phoswap/core/api/language'
import type { ExplainData } from '@phoswap/core/api/reward'
import { and, eq, exists, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coins, ledgerAccounts, ledgerEntries, ledgerPostings, rewardExplanations } from '../../db/schema'
import { AppError } from '../../errors'
import { billKindText } from '../../i18n/billKinds'
import type { Program } from '../../programs/program'
import { ownersOf } from './recordList'

/**
 * `GET /reward/explain?entry_id` (docs/decisions/0138-explainable-rewards.md): the record a reward entry was posted
 * with, for a user who has a posting in that entry (their wallet, business or equity-card account). Any other
 * caller, an entry without a record and an unknown id all get the same `explain_unknown` (404), so the answer never
 * tells whether someone else's entry exists.
 */
export async function explainEntry(
  db: Db,
  address: string,
  entryId: number,
  language: Language,
  programs?: readonly Program[],
): Promise<ExplainData> {
  const [row] = await db
    .select({
      entryId: ledgerEntries.id,
      kind: ledgerEntries.kind,
      createdAt: ledgerEntries.createdAt,
      rule: rewardExplanations.rule,
      ruleVersion: rewardExplanations.ruleVersion,
      job: rewardExplanations.job,
      period: rewardExplanations.period,
      inputs: rewardExplanations.inputs,
      result: rewardExplanations.result,
    })
    .from(ledgerEntries)
    .innerJoin(rewardExplanations, eq(rewardExplanations.entryId, ledgerEntries.id))
    .where(
      and(
        eq(ledgerEntries.id, entryId),
        exists(
          db
            .select({ one: sql`1` })
            .from(ledgerPostings)
            .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
            .where(and(eq(ledgerPostings.entryId, ledgerEntries.id), inArray(ledgerAccounts.owner, ownersOf(address)))),
        ),
      ),
    )
  if (!row) throw new AppError('explain_unknown', `no explanation of entry ${entryId} for ${address}`)
  const ids = row.result.map((c) => c.coin_id)
  const known =
    ids.length > 0
      ? await db
          .select({ coinId: coins.coinId, coinEn: coins.coinEn, decimals: coins.decimals })
          .from(coins)
          .where(inArray(coins.coinId, ids))
      : []
  const coinOf = new Map(known.map((c) => [c.coinId, c]))
  return {
    entry_id: row.entryId,
    kind: row.kind,
    behavior_txt: billKindText(row.kind, language, programs),
    created_at: row.createdAt.toISOString(),
    job: row.job,
    period: row.period,
    rule: row.rule,
    rule_version: row.ruleVersion,
    inputs: row.inputs,
    result: row.result.map((c) => ({
      coin_id: c.coin_id,
      coin_en: coinOf.get(c.coin_id)?.coinEn ?? '',
      decimals: coinOf.get(c.coin_id)?.decimals ?? 18,
      amount: c.amount,
    })),
  }
}
