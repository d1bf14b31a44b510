import { MiningPage } from './MiningPage'

/** The mining page of Polygon. */
export default function MiningPOR() {
  return <MiningPage variant="POR" />
}
