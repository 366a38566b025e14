import { createFileRoute } from '@tanstack/react-router'
import { VarietyPackPage } from '../../features/multipack/variety-pack-page.tsx'

export const Route = createFileRoute('/varietypack/')({
  component: VarietyPackPage,
})
