// The company-data module: what a company may do with all of its data at once (docs/product.md#company-erase).
export { companyEraseRoutes } from './company-erase-routes'
export { companyExportRoutes } from './company-export-routes'
export { companyExports } from './export-schema'
export { companyErasePlugin } from './erase-worker'
export { runDueErasures } from './erase-run'
export { companyErasures, companyTombstones } from './erase-schema'
