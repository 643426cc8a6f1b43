/** The Luhn (mod 10) checksum of card numbers. */

/** Sum of the Luhn digits of `digits`, doubling every second digit counted from the right (from the first when `doubleFirst`). */
function luhnSum(digits: string, doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum;
}

/** The check digit that makes `payload` followed by it pass the Luhn check. */
export function luhnCheckDigit(payload: string): number {
  return (10 - (luhnSum(payload, true) % 10)) % 10;
}

/** Whether a number (spaces allowed between digits) passes the Luhn check. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/ /g, '');
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnSum(digits, false) % 10 === 0;
}
