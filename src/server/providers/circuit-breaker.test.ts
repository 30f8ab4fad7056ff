import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.js';

function breaker() {
  let now = 0;
  const circuit = new CircuitBreaker({ failureThreshold: 3, cooldownMs: 1000 }, () => now);
  return { circuit, advance: (ms: number) => (now += ms) };
}

describe('circuit breaker', () => {
  it('opens after the threshold of failures in a row, and a success in between resets it', () => {
    const { circuit } = breaker();
    circuit.recordFailure();
    circuit.recordFailure();
    circuit.recordSuccess();
    circuit.recordFailure();
    circuit.recordFailure();
    expect(circuit.state).toBe('closed');
    expect(circuit.tryAcquire()).toBe(true);
    circuit.recordFailure();
    expect(circuit.state).toBe('open');
    expect(circuit.tryAcquire()).toBe(false);
  });

  it('after the cooldown lets one trial through: success closes it, failure opens it again', () => {
    const { circuit, advance } = breaker();
    for (let index = 0; index < 3; index++) circuit.recordFailure();
    advance(999);
    expect(circuit.tryAcquire()).toBe(false);
    advance(1);
    expect(circuit.state).toBe('half-open');
    expect(circuit.tryAcquire()).toBe(true);
    expect(circuit.tryAcquire()).toBe(false); // one trial at a time
    circuit.recordFailure();
    expect(circuit.state).toBe('open');
    advance(1000);
    expect(circuit.tryAcquire()).toBe(true);
    circuit.recordSuccess();
    expect(circuit.state).toBe('closed');
    expect(circuit.tryAcquire()).toBe(true);
  });
});
