import { GroupCenter } from './GroupCenter'

/** /HomeNext/VGTCenter: the VGT market's personal center. */
export default function VGTCenter() {
  return <GroupCenter variant="vg" />
}
