import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/language-test-kit';
import { useThemeName } from './theme-name';

const GARDENING = { theme: 'Home Gardening & Farming', theme_key: 'gardening_farming' };

describe('useThemeName', () => {
  it('shows a theme in English as the district named it', () => {
    const { result } = renderHook(() => useThemeName());
    expect(result.current(GARDENING)).toBe('Home Gardening & Farming');
  });

  it.each([
    ['si', 'වත්තවගාව සහ ගොවිතැන'],
    ['ta', 'தோட்டக்கலை மற்றும் விவசாயம்'],
  ] as const)('shows a known theme in %s by its key, and a new one as stored', async (language, name) => {
    const wrapper = ({ children }: { children: ReactNode }) => inLanguage(language, children);
    const { result } = renderHook(() => useThemeName(), { wrapper });
    await waitFor(() => expect(result.current(GARDENING)).toBe(name));
    expect(result.current({ theme: 'Literacy', theme_key: 'literacy' })).toBe('Literacy');
  });
});
