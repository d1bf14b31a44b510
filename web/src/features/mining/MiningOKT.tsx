import { MiningPage } from './MiningPage'

/** The mining page of OKC (also shown on the local chain). */
export default function MiningOKT() {
  return <MiningPage variant="OKT" />
}
