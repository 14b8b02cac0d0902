import { MyDataPage } from '@/client/features/person-data/components/my-data-page'

export function MyDataRoute() {
  return <MyDataPage />
}
