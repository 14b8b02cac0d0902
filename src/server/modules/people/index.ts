// What the product holds about one person's e-mail address, seen and deleted by the signed link in every e-mail to it
// (docs/product.md#my-data, docs/decisions/104-a-persons-data.md).
export { personDataRoutes } from './person-data-routes'
export { personDataRequests } from './schema'
