// Serbian company identifiers as the Business Registers Agency (APR) gives them.
// Plain TypeScript so both the settings form and the server can check them.

/**
 * A PIB (tax id): 9 digits, the last a check digit by ISO 7064 MOD 11,10
 * (the Tax Administration's rule), so a mistyped digit is caught at once.
 */
export function isValidPib(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let product = 10;
  for (const digit of value.slice(0, 8)) {
    const sum = (product + Number(digit)) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === Number(value[8]);
}

/** A matični broj (company registration number): 8 digits. */
export function isValidMb(value: string): boolean {
  return /^\d{8}$/.test(value);
}
