/**
 * Numbers as `Intl.NumberFormat('en-US')` writes them ('1,234', '18.50'), without Intl on the way. A page's
 * first Intl object starts the browser's locale data, 11 to 18 ms of one core unthrottled and 45 to 70 ms on a
 * phone, inside whatever task asks first: on the job pages that was the evaluation of their screens' code,
 * making it their one long task (decision 077). Salaries, rewards and counts need no locale data.
 */

/** A string of decimal digits plus one in its last place ('0199' → '0200', '99' → '100'). */
function incremented(digits: string): string {
  const nines = /9*$/.exec(digits)![0].length;
  const head = digits.slice(0, digits.length - nines);
  const zeros = '0'.repeat(nines);
  return head ? `${head.slice(0, -1)}${Number(head.at(-1)) + 1}${zeros}` : `1${zeros}`;
}

/**
 * `value` with comma grouping and between `minimumFractionDigits` and `maximumFractionDigits` decimals, rounded
 * half away from zero on the number's shortest decimal form: the same string as `Intl.NumberFormat('en-US', {
 * minimumFractionDigits, maximumFractionDigits })` (1.005 → '1.01', where `toFixed` gives '1.00').
 */
export function formatNumber(value: number, minimumFractionDigits = 0, maximumFractionDigits = 3): string {
  const shortest = String(Math.abs(value));
  // What plain digits cannot write the same (exponents, infinities, NaN): Intl after all.
  if (!/^\d+(\.\d+)?$/.test(shortest))
    return new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits }).format(value);
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits = incremented(digits);
  const wholeDigits = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  const fractionDigits = digits
    .slice(digits.length - maximumFractionDigits)
    .replace(/0+$/, '')
    .padEnd(minimumFractionDigits, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${fractionDigits ? `.${fractionDigits}` : ''}`;
}
