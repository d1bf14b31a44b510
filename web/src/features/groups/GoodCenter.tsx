import { GroupCenter } from './GroupCenter'

/** /HomeNext/GoodCenter: the GDT market's personal center. */
export default function GoodCenter() {
  return <GroupCenter variant="gg" />
}
