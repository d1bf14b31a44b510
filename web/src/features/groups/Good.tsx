import { GroupMarket } from './GroupMarket'

/** /HomeNext/Good: the GDT group market. */
export default function Good() {
  return <GroupMarket variant="gg" />
}
