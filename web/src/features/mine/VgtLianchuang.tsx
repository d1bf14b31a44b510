import { GenesisCard } from './GenesisCard'

/** `/HomeNext/vgtLianchuang`: the VGT genesis reward card. */
export default function VgtLianchuang() {
  return <GenesisCard program="genesis-vgt" />
}
