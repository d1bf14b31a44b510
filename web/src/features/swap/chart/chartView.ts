/** What the chart popup shows. */
export type ChartView = 'noPair' | 'loading' | 'failed' | 'noHistory' | 'chart'

/**
 * Picks the chart popup's content. A pair the server does not index answers 404: for the user that is the same
 * as an indexed pair without any trade yet, "no price history yet", never an empty axis or a load failure.
 */
export function chartView(input: {
  hasPair: boolean
  status: 'pending' | 'error' | 'success'
  /** HTTP status of a failed call, when there was one. */
  errorStatus?: number
  points: number
}): ChartView {
  if (!input.hasPair) return 'noPair'
  if (input.status === 'pending') return 'loading'
  if (input.status === 'error') return input.errorStatus === 404 ? 'noHistory' : 'failed'
  return input.points > 0 ? 'chart' : 'noHistory'
}
