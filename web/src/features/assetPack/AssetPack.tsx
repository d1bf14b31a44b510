import { AssetPackPage } from './AssetPackPage'
import { PACK_VARIANT_VIEWS } from './packVariant'

/** /HomeNext/AssetPack: the GDT asset pack (pledged in GDB, paying GDT). */
export default function AssetPack() {
  return <AssetPackPage variant={PACK_VARIANT_VIEWS.gdt} />
}
