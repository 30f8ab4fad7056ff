/**
 * Digits only, at most ten. Autofill may bring "+91 98765 43210" or "098765 43210": the country
 * code or trunk zero is dropped rather than cutting the number short.
 */
export function normaliseMobileInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, 10);
}
