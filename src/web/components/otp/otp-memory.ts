/**
 * The code an OTP step waits for is remembered for this tab (lib/tab-memory), so that a reload
 * on the step shows it again and the code already received still works. What is kept names the
 * challenge and where the code went, masked: an id is no credential, only the texted code
 * proves anything, and it is never kept. This checks a recalled value's shape.
 */

/** A plain object whose listed fields are strings and whose `expiresAt` is a number. */
export function hasFields(
  value: unknown,
  strings: readonly string[],
): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.expiresAt === 'number' &&
    strings.every((field) => typeof record[field] === 'string')
  );
}
