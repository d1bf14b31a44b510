import type { LiabilitiesTexts } from './zh-CN'

export const enUS: LiabilitiesTexts = {
  verify: {
    button: 'Verify my balance',
    buttonLabel: 'Verify my balance: {{coin}}',
    title: 'Verify my {{coin}} balance',
    intro:
      'Your browser recomputes the root from your leaf and path, and reads the root the operator published and the vault’s holdings from the chain itself, not through our server.',
    steps: {
      proof: 'Fetch your leaf and path',
      recompute: 'Recompute the root',
      event: 'Read the published root from the chain',
      vault: 'Read the vault’s holdings at the snapshot block',
    },
    state: {
      waiting: 'Waiting',
      running: 'Running',
      passed: 'Passed',
      failed: 'Failed',
    },
    balance: 'Your balance at the snapshot',
    included: 'Included',
    total: 'Total liabilities',
    vault: 'Vault holdings',
    covered: 'Covered',
    yes: 'Yes',
    no: 'No',
    snapshot: 'Snapshot {{id}} at block {{block}}',
    publishedIn: 'Published in transaction',
    notIncluded: 'Your account is not in this snapshot: it held none of this coin at the snapshot block.',
    failedAt: 'Verification failed at: {{step}}',
    again: 'Verify again',
  },
}
