import { DemoPage } from '@/client/features/demo/components/demo-page'

export function DemoRoute() {
  return <DemoPage />
}
