import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useQuery } from './query';

type QueryFn = (context: { queryKey: readonly unknown[] }) => Promise<string>;

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

function newClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** A query whose answer the test hands over when it chooses. */
function answerLater() {
  let answer: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const asked: string[] = [];
  const queryFn: QueryFn = ({ queryKey }) => {
    asked.push(String(queryKey[1]));
    return new Promise<string>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  };
  return { queryFn, asked, answer: (value: string) => answer(value), fail: (error: Error) => fail(error) };
}

function Name({ queryFn }: { queryFn: QueryFn }) {
  const query = useQuery({ queryKey: ['name', 'a'], queryFn });
  if (query.isError) return <p>Failed: {query.error.message}</p>;
  return <p>{query.isPending ? 'Loading' : query.data}</p>;
}

function Names() {
  const [key, setKey] = useState('first');
  const query = useQuery({ queryKey: ['name', key], queryFn: () => Promise.resolve('never asked') });
  return (
    <button type="button" onClick={() => setKey('second')}>
      {query.data}
    </button>
  );
}

function Count() {
  const query = useQuery({ queryKey: ['count', 'x'], queryFn: () => Promise.resolve(0) });
  return <p>Count {query.data}</p>;
}

/** Changes the cache while the page commits: after `Count` rendered, before it subscribed. */
function ChangesCountOnCommit({ client }: { client: QueryClient }) {
  useLayoutEffect(() => {
    client.setQueryData(['count', 'x'], 3);
  }, [client]);
  return null;
}

function Gate({ queryFn }: { queryFn: QueryFn }) {
  const [enabled, setEnabled] = useState(false);
  const query = useQuery({ queryKey: ['gate', 'g'], queryFn, enabled });
  return (
    <button type="button" onClick={() => setEnabled(true)}>
      {query.fetchStatus}
    </button>
  );
}

describe('useQuery (answers rendered in a transition)', () => {
  it('shows the pending state, then the answer once it arrives', async () => {
    const later = answerLater();
    render(<Name queryFn={later.queryFn} />, { wrapper: withClient(newClient()) });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => later.answer('Maria Delgado'));
    expect(await screen.findByText('Maria Delgado')).toBeInTheDocument();
    expect(later.asked).toEqual(['a']);
  });

  it('shows a failure as an error, not as a throw', async () => {
    const later = answerLater();
    render(<Name queryFn={later.queryFn} />, { wrapper: withClient(newClient()) });
    await act(async () => later.fail(new Error('offline')));
    expect(await screen.findByText('Failed: offline')).toBeInTheDocument();
  });

  it('renders an answer cached before it subscribed, and a new key at once from the cache', () => {
    const client = newClient();
    client.setQueryData(['name', 'first'], 'Casey Morgan');
    client.setQueryData(['name', 'second'], 'Jordan Lee');
    render(<Names />, { wrapper: withClient(client) });
    expect(screen.getByRole('button')).toHaveTextContent('Casey Morgan');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Jordan Lee');
  });

  it('follows the cache: a change made elsewhere is shown', async () => {
    const client = newClient();
    client.setQueryData(['count', 'x'], 1);
    render(<Count />, { wrapper: withClient(client) });
    expect(screen.getByText('Count 1')).toBeInTheDocument();
    await act(async () => client.setQueryData(['count', 'x'], 2));
    expect(await screen.findByText('Count 2')).toBeInTheDocument();
  });

  it('renders again what changed in the cache between its first render and its subscription', async () => {
    const client = newClient();
    client.setQueryData(['count', 'x'], 1);
    render(
      <>
        <Count />
        <ChangesCountOnCommit client={client} />
      </>,
      { wrapper: withClient(client) },
    );
    expect(await screen.findByText('Count 3')).toBeInTheDocument();
  });

  it('asks nothing while disabled, and asks once enabled', async () => {
    const later = answerLater();
    render(<Gate queryFn={later.queryFn} />, { wrapper: withClient(newClient()) });
    expect(later.asked).toEqual([]);
    await act(async () => screen.getByRole('button').click());
    expect(later.asked).toEqual(['g']);
    await act(async () => later.answer('open'));
    expect(await screen.findByText('idle')).toBeInTheDocument();
  });
});
