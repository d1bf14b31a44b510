import { GroupMarket } from './GroupMarket'

/** /HomeNext/VGT: the VGT group market. */
export default function VGT() {
  return <GroupMarket variant="vg" />
}
