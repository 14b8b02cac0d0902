/** Departments of the demo assessment (docs/product.md#demo-options). */
export const DEMO_DEPARTMENTS = ['Sales', 'Customer Support', 'HR', 'Finance', 'Operations', 'IT', 'Marketing', 'Other'] as const
export type DemoDepartment = (typeof DEMO_DEPARTMENTS)[number]
