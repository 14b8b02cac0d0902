import { storableText } from './text'

/**
 * The `ref` a funnel's submit carries: the parameter of the first page the visitor landed on
 * (docs/product.md#back-office), kept on the lead. Optional; an empty one is stored as none.
 */
export const leadRefSchema = storableText().trim().max(100).optional()
