/**
 * Sri Lankan mobile numbers are stored as 9 digits without the trunk 0 or country code
 * (the login hint: 'If mobile, enter without 0 (777xxxxxx)').
 */
export const MOBILE_PATTERN = /^[1-9]\d{8}$/;

/**
 * Normalises what a person typed into the stored form: strips spaces, dashes, brackets, a +94 / 0094
 * country code and a leading 0. Answers null when the result is not 9 digits.
 */
export function normaliseMobile(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+94')) digits = digits.slice(3);
  else if (digits.startsWith('0094')) digits = digits.slice(4);
  else if (digits.startsWith('94') && digits.length === 11) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE_PATTERN.test(digits) ? digits : null;
}

/** Lower-cases and trims an e-mail address, the form in which it is stored and compared. */
export function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** True when the text looks like an e-mail address rather than a mobile number. */
export function looksLikeEmail(input: string): boolean {
  return input.includes('@');
}
