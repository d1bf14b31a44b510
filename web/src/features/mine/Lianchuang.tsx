import { GenesisCard } from './GenesisCard'

/** `/HomeNext/Lianchuang`: the GDT genesis reward card. */
export default function Lianchuang() {
  return <GenesisCard program="genesis-gdt" />
}
