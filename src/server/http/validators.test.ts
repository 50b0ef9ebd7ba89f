import { describe, expect, it } from 'vitest';
import { createResponseValidators } from './validators';

const schema = {
  response: {
    200: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
    404: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
  },
};

describe('the contract’s check of answers', () => {
  it('checks each status code against its schema, and knows no other', () => {
    const validatorOf = createResponseValidators()(schema);
    expect(validatorOf(200)!({ id: 3 })).toBe(true);
    expect(validatorOf(200)!({ id: 'three' })).toBe(false);
    expect(validatorOf(404)!({ error: 'not found' })).toBe(true);
    expect(validatorOf(404)!({})).toBe(false);
    expect(validatorOf(500)).toBeUndefined();
  });

  it('compiles a status code’s validator once, at its first answer', () => {
    const validatorOf = createResponseValidators()(schema);
    expect(validatorOf(200)).toBe(validatorOf(200));
  });

  it('gives every route of an app its own schemas', () => {
    const validatorsOf = createResponseValidators();
    const first = validatorsOf(schema);
    const second = validatorsOf({ response: { 200: { type: 'string' } } });
    expect(first(200)!({ id: 1 })).toBe(true);
    expect(second(200)!({ id: 1 })).toBe(false);
    expect(second(200)!('text')).toBe(true);
  });
});
