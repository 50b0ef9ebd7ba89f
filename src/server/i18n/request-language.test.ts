import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, languageOf } from './request-language';

const request = (acceptLanguage?: string, language?: string) =>
  ({
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    auth: language ? { user: { language } } : null,
  }) as unknown as FastifyRequest;

describe('the language of a request', () => {
  it('is negotiated from Accept-Language among en, si and ta', () => {
    expect(acceptedLanguage(request('si'))).toBe('si');
    expect(acceptedLanguage(request('ta-LK,ta;q=0.9,en;q=0.5'))).toBe('ta');
    expect(acceptedLanguage(request('fr-FR, si;q=0.4'))).toBe('si');
    expect(acceptedLanguage(request('en-GB,en;q=0.9'))).toBe('en');
  });

  it('is English without a header, or with none of the three', () => {
    expect(acceptedLanguage(request())).toBe('en');
    expect(acceptedLanguage(request('fr, de;q=0.5'))).toBe('en');
  });

  it("is the signed-in user's own choice before the header", () => {
    expect(languageOf(request('si', 'ta'))).toBe('ta');
    expect(languageOf(request('si', 'en'))).toBe('en');
    expect(languageOf(request('si'))).toBe('si');
  });
});
