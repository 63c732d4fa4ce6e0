import { type EmployeeRelationship } from './contract';

/** Every `employeeRelationship` value, the default first. */
export const EMPLOYEE_RELATIONSHIPS = [
  'none',
  'spouse',
  'child_under_21',
  'parent',
  'under_18',
] as const satisfies readonly EmployeeRelationship[];

/** True for a known `employeeRelationship` value (untyped callers). */
export function isEmployeeRelationship(value: unknown): value is EmployeeRelationship {
  return (EMPLOYEE_RELATIONSHIPS as readonly unknown[]).includes(value);
}
