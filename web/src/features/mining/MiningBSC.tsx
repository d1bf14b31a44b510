import { MiningPage } from './MiningPage'

/** The mining page of BSC. */
export default function MiningBSC() {
  return <MiningPage variant="BSC" />
}
