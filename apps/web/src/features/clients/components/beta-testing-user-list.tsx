import { accessLevelLabels } from '@app/contracts/access-level-labels';
import type { BetaTestingUser } from '@app/contracts/beta-access.contract';
import { betaTestingListLimits } from '@app/contracts/beta-access.contract';
import { betaFeatureLabels } from '@app/contracts/beta-features';
import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useBetaTestingUsers } from '../api/get-beta-testing-users';
import { AccessLevelControl } from './access-level-control';

const empty = {
  'client-profiles': {
    title: 'No Client Profiles',
    text: 'Create a client profile to test the client view.',
  },
  'test-users': { title: 'No test users', text: 'No test users registered yet.' },
} as const;

/**
 * The dashboard's Client Profiles and Test Users tabs: each person with their level, the 'Test
 * User' badge and features; Test Users adds the role selector, Client Profiles the given action.
 */
export function BetaTestingUserList({
  kind,
  action,
}: {
  kind: 'client-profiles' | 'test-users';
  action?: (user: BetaTestingUser) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useBetaTestingUsers(kind, debounced);
  const label = kind === 'client-profiles' ? 'client profiles' : 'test users';
  const people = list.data?.pages.flatMap((p) => p.items) ?? [];
  const searchBox = (
    <TextInput
      label={`Search ${label}`}
      placeholder="Name or email"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      maxLength={betaTestingListLimits.search}
      onChange={(e) => setSearch(e.currentTarget.value)}
    />
  );
  if (list.isPending) return <ListSkeleton label={`Loading ${label}`} />;
  if (list.isError) return <ListError what={label} onRetry={() => list.refetch()} />;
  if (people.length === 0 && !debounced) {
    return (
      <EmptyState icon={IconUsers} title={empty[kind].title}>
        {empty[kind].text}
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {searchBox}
      {people.length === 0 && (
        <Text c="dimmed">
          No {label} match “{debounced}”.
        </Text>
      )}
      {people.map((u) => (
        <Card key={u.id} withBorder radius="md" padding="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Group gap="xs">
                <Text fw={600}>
                  {u.firstName} {u.lastName}
                </Text>
                {u.isTestUser && (
                  <Badge color="grape.8" variant="light">
                    Test User
                  </Badge>
                )}
                {kind === 'client-profiles' && (
                  <Badge variant="outline">{accessLevelLabels[u.accessLevel]}</Badge>
                )}
              </Group>
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {u.email}
              </Text>
              {u.testingNotes && <Text fz="sm">{u.testingNotes}</Text>}
              {u.features.length > 0 && (
                <Group gap={4}>
                  {u.features.map((f) => (
                    <Badge key={f} size="sm" variant="dot">
                      {betaFeatureLabels[f]}
                    </Badge>
                  ))}
                </Group>
              )}
            </Stack>
            {kind === 'test-users' ? (
              <div style={{ width: 200 }}>
                <AccessLevelControl user={u} />
              </div>
            ) : (
              action?.(u)
            )}
          </Group>
        </Card>
      ))}
      {list.hasNextPage && (
        <Button
          variant="default"
          onClick={() => list.fetchNextPage()}
          loading={list.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Show more {label}
        </Button>
      )}
    </Stack>
  );
}
