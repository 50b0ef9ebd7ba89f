/**
 * A moment on this device's clock as the app writes dates in every language: DD/MM/YYYY and the
 * 24-hour clock (the locales' own short forms put Sinhala's month or year first).
 */
export function deviceTime(at: number): string {
  const date = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
