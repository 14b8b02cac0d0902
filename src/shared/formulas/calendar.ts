// How many weeks make a month. The requirements state two figures and each formula uses the one its section names:
// docs/product.md#quiz-roi, #impact-savings and #improved-metrics multiply by 4.33; #demo-roi by 52/12.

/** The requirements' rounded figure, 4.33 weeks a month: quiz ROI, impact page and improved assessment metrics. */
export const WEEKS_PER_MONTH_ROUNDED = 4.33

/** The exact average, 52 weeks over 12 months (4.333…): the demo's ROI. */
export const WEEKS_PER_MONTH_EXACT = 52 / 12
