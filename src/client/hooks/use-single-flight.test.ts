import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('runs one send at a time: a second before release is dropped, one after release goes', () => {
    const { result } = renderHook(() => useSingleFlight());
    const first = vi.fn();
    const second = vi.fn();
    let release = () => {};
    result.current((done) => {
      first();
      release = done;
    });
    result.current(second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    release();
    result.current(second);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
