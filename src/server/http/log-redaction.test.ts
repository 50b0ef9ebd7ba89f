import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('drops the whole query of the reset and app-login pages', () => {
    expect(redactUrl('/reset-password?token=abc')).toBe('/reset-password?[redacted]');
    expect(redactUrl('/app-login?username=a&token=abc&appos=android')).toBe('/app-login?[redacted]');
  });

  it('blanks token, sig and password parameters anywhere, keeping the others', () => {
    expect(redactUrl('/api/files/x.jpg?exp=1&sig=s3cret')).toBe('/api/files/x.jpg?exp=1&sig=[redacted]');
    expect(redactUrl('/api/x?Token=abc&page=2')).toBe('/api/x?Token=[redacted]&page=2');
    expect(redactUrl('/api/x?%74oken=abc')).toBe('/api/x?%74oken=[redacted]');
    expect(redactUrl('/api/x?%E0%A4%A=1')).toBe('/api/x?%E0%A4%A=[redacted]');
    expect(redactUrl('/api/member/list/se=abc')).toBe('/api/member/list/se=abc');
  });
});
