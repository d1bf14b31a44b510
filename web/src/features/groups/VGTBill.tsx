import { GroupBill } from './GroupBill'

/** /HomeNext/VGTBill: the VGT market's bills. */
export default function VGTBill() {
  return <GroupBill variant="vg" />
}
