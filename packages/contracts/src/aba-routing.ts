/**
 * The ABA routing number check: 9 digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10.
 * It catches a mistyped digit and most swapped pairs before anything is sent.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((s, w, i) => s + w * Number(value[i]), 0);
  return sum % 10 === 0;
}
