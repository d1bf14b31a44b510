import { AssetPackPage } from './AssetPackPage'
import { PACK_VARIANT_VIEWS } from './packVariant'

/** /HomeNext/AssetPackV: the VGT asset pack (pledged in VGB, paying VGT). */
export default function AssetPackV() {
  return <AssetPackPage variant={PACK_VARIANT_VIEWS.vgt} />
}
