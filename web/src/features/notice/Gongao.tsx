import { routePath } from '../../navigation/routes'
import { NoticeList } from './NoticeList'

/** gongao (under /HomeNext): the notice list; view opens xiangqin?id=<group_id>. */
export default function Gongao() {
  return <NoticeList detailPath={(notice) => routePath('xiangqin', { id: notice.group_id })} />
}
