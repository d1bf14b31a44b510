import { GroupBill } from './GroupBill'

/** /HomeNext/GoodBill: the GDT market's bills. */
export default function GoodBill() {
  return <GroupBill variant="gg" />
}
