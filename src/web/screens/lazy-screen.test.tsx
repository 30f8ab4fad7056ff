import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeStallError } from '../lib/code-arrival';
import { renderScreen } from '../testing/render-screen';
import { LazyScreenView, lazyScreen } from './lazy-screen';
import { ScreenLoadError } from './screen-boundary';

function ArrivedPage() {
  return <h1>The screen</h1>;
}

/**
 * A screen's module as the network delivers it: each load answers the next outcome given —
 * `stalls` is a download that has not arrived (nor failed) after a minute online.
 */
function flakyModule(outcomes: Array<'fails' | 'stalls' | 'arrives'>) {
  const load = vi.fn(async () => {
    const outcome = outcomes.shift();
    if (outcome === 'fails') throw new TypeError('Failed to fetch dynamically imported module');
    if (outcome === 'stalls') throw new CodeStallError();
    return { ArrivedPage };
  });
  return { screen: lazyScreen(load, 'ArrivedPage'), load };
}

function show(lazy: ReturnType<typeof flakyModule>['screen']) {
  renderScreen(
    <Suspense fallback={<p>Loading</p>}>
      <LazyScreenView screen={lazy} />
    </Suspense>,
  );
}

const realLocation = window.location;

beforeEach(() => {
  // React reports the error its boundary caught: here, the one the test provokes.
  const failOnError = vi.mocked(console.error).getMockImplementation();
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
    if (!args.some((arg) => arg instanceof ScreenLoadError)) failOnError?.(...args);
  });
});

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('a lazily loaded screen', () => {
  it('says its code did not arrive, and Try again asks for it once more', async () => {
    const { screen: lazy, load } = flakyModule(['fails', 'arrives']);
    show(lazy);
    await screen.findByRole('heading', { name: 'This screen did not load' });

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'The screen' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads the page when asking again online still brings nothing, and keeps Try again busy till then', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, reload },
    });
    const { screen: lazy } = flakyModule(['fails', 'fails', 'fails']);
    show(lazy);
    await screen.findByRole('heading', { name: 'This screen did not load' });

    // The first try again fails and says so; the page stays.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).not.toBeEmptyDOMElement());
    expect(reload).not.toHaveBeenCalled();

    // The second reloads, and until the page goes the button spins; the failure is not redrawn.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveAttribute('aria-busy', 'true');
    expect(tryAgain).toBeDisabled();
  });

  it('does not reload for code still on its way online: Try again waits for it once more', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, reload },
    });
    const { screen: lazy, load } = flakyModule(['stalls', 'stalls', 'stalls', 'arrives']);
    show(lazy);
    await screen.findByRole('heading', { name: 'This screen did not load' });
    for (const _ of [1, 2]) {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.getByRole('status')).not.toBeEmptyDOMElement());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
    }
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'The screen' });
    expect(load).toHaveBeenCalledTimes(4);
  });
});
