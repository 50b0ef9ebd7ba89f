import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { pickerLocale } from './picker-locale';

const SI_MONTHS = [
  'ජනවාරි',
  'පෙබරවාරි',
  'මාර්තු',
  'අප්‍රේල්',
  'මැයි',
  'ජූනි',
  'ජූලි',
  'අගෝස්තු',
  'සැප්තැම්බර්',
  'ඔක්තෝබර්',
  'නොවැම්බර්',
  'දෙසැම්බර්',
];
// Wednesday 5 August 2026.
const DAY = new Date(2026, 7, 5);

describe('pickerLocale', () => {
  it('names the months as the app does and the weekdays as Sinhala does, weeks from Sunday', () => {
    const locale = pickerLocale('si', SI_MONTHS);
    // The calendar's month caption, its weekday header and a day's spoken label.
    expect(format(DAY, 'LLLL', { locale })).toBe('අගෝස්තු');
    expect(format(DAY, 'EEEEEE', { locale })).toBe('බ');
    expect(format(DAY, 'do MMMM (EEEE)', { locale })).toBe('5 අගෝස්තු (බදාදා)');
    expect(locale.options?.weekStartsOn).toBe(0);
  });

  it('takes the months it is given and the Tamil weekdays from Intl', () => {
    const names = Array.from({ length: 12 }, (_, i) => `month ${i + 1}`);
    const locale = pickerLocale('ta', names);
    expect(format(DAY, 'LLLL', { locale })).toBe('month 8');
    expect(format(DAY, 'EEEE', { locale })).toBe('புதன்');
  });

  it("keeps date-fns' English", () => {
    const locale = pickerLocale('en', SI_MONTHS);
    expect(format(DAY, 'LLLL EEEEEE', { locale })).toBe('August We');
  });
});
