import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LazyScreenView, lazyScreen } from './lazy-screen';
import { ScreenLoadError } from './screen-boundary';

let mounts = 0;

/** A screen that counts its mounts, to see whether it was mounted afresh. */
function NameScreen() {
  const [name, setName] = useState('');
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <label>
      Name
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}

/** A module that arrives when the test says so. */
function deferredModule() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const module = new Promise<{ NameScreen: typeof NameScreen }>((resolve, reject) => {
    arrive = () => resolve({ NameScreen });
    fail = reject;
  });
  return { module, arrive, fail };
}

/** The screen in a router and a Suspense boundary, and a parent that can re-render it. */
function Shell({ view }: { view: ReturnType<typeof lazyScreen> }) {
  const [renders, setRenders] = useState(0);
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Re-render {renders}
      </button>
      <Suspense fallback={<p>Loading screen</p>}>
        <LazyScreenView screen={view} />
      </Suspense>
    </MemoryRouter>
  );
}

describe('a lazily loaded screen', () => {
  it('shows at once, with no loading state, when its code arrived before the first render', async () => {
    const view = lazyScreen(() => Promise.resolve({ NameScreen }), 'NameScreen');
    await view.preload();
    render(<Shell view={view} />);
    // In the very first commit: nothing was left to wait for.
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByText('Loading screen')).not.toBeInTheDocument();
  });

  it('shows the loading state while its code arrives, then keeps what was typed when its parent renders again', async () => {
    const { module, arrive } = deferredModule();
    const view = lazyScreen(() => module, 'NameScreen');
    mounts = 0;
    render(<Shell view={view} />);
    expect(screen.getByText('Loading screen')).toBeInTheDocument();
    await act(async () => arrive());
    const input = await screen.findByLabelText('Name');
    fireEvent.change(input, { target: { value: 'Rahul' } });
    fireEvent.click(screen.getByRole('button', { name: /Re-render/ }));
    expect(screen.getByRole('button', { name: 'Re-render 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Rahul');
    expect(mounts).toBe(1);
  });

  it('offers Try again when its code did not arrive, and shows the screen once it does', async () => {
    const first = deferredModule();
    const second = deferredModule();
    const attempts = [first.module, second.module];
    const view = lazyScreen(() => attempts.shift()!, 'NameScreen');
    const caught: unknown[] = [];
    // As main.tsx does: a screen that did not load is a warning its boundary has shown.
    render(<Shell view={view} />, { onCaughtError: (error) => caught.push(error) });
    // The network dropped: a failed dynamic import.
    await act(async () => first.fail(new TypeError('Failed to fetch dynamically imported module')));
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(caught).toEqual([expect.any(ScreenLoadError)]);
    second.arrive();
    fireEvent.click(tryAgain);
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeInTheDocument());
  });
});
