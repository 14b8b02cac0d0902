/** Spec 001 §3 Option lists of the demo assessment: Departments. */
export const DEMO_DEPARTMENTS = ['Sales', 'Customer Support', 'HR', 'Finance', 'Operations', 'IT', 'Marketing', 'Other'] as const
export type DemoDepartment = (typeof DEMO_DEPARTMENTS)[number]
