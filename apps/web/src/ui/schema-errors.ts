/**
 * Runs one of the shared contract schemas (zod, from @fairplay/contracts) over form values and returns the
 * first message per field path ("business.name"), so the client checks exactly what the server checks.
 */
interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

export interface ContractSchema {
  safeParse(data: unknown): { success: boolean; error?: { issues: ReadonlyArray<Issue> } };
}

export function schemaErrors(schema: ContractSchema, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
