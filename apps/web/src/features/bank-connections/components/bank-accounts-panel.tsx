import '@mantine/core/styles/Tabs.css';
import { type BankConnection, bankAccountTypeLabels } from '@app/contracts/bank-connections.contract';
import { Alert, Button, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useBankConnections } from '../api/get-bank-connections';
import { AddBankAccountForm } from './add-bank-account-form';
import { BankAccountCard } from './bank-account-card';

const priorityColor = { HIGH: 'red', MEDIUM: 'yellow', LOW: 'gray' } as const;

/** Verify › Bank Accounts: Connected Accounts, Add Account, Payment Optimization. */
export function BankAccountsPanel() {
  const accounts = useBankConnections();
  const [tab, setTab] = useState<string | null>('connected');
  const [justConnected, setJustConnected] = useState<BankConnection | null>(null);
  if (accounts.isPending) return <ListSkeleton label="Loading bank accounts" />;
  if (accounts.isError) return <ListError what="bank accounts" onRetry={() => accounts.refetch()} />;
  const list = accounts.data;
  const goAdd = (
    <Button variant="light" onClick={() => setTab('add')}>
      Add Account
    </Button>
  );
  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List mb="md">
        <Tabs.Tab value="connected">Connected Accounts</Tabs.Tab>
        <Tabs.Tab value="add">Add Account</Tabs.Tab>
        <Tabs.Tab value="optimization">Payment Optimization</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="connected">
        <Stack gap="sm">
          {justConnected && (
            <Alert color="green" variant="light" role="status">
              {justConnected.bankName} {bankAccountTypeLabels[justConnected.accountType]}
              {justConnected.accountNumber ? ` ••••${justConnected.accountNumber}` : ''} is connected.
            </Alert>
          )}
          {list.length === 0 ? (
            <EmptyState icon={IconBuildingBank} title="No bank accounts connected" action={goAdd}>
              Add an account: we e-mail you a code to check it is you, then show its balances and payment
              suggestions.
            </EmptyState>
          ) : (
            list.map((a) => <BankAccountCard key={a.id} account={a} />)
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="add">
        <AddBankAccountForm
          onConnected={(a) => {
            setJustConnected(a);
            setTab('connected');
          }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="optimization">
        <Stack gap="sm">
          {list.length === 0 && (
            <EmptyState icon={IconBuildingBank} title="Nothing to optimize yet" action={goAdd}>
              Connect an account to see suggestions read from its balances.
            </EmptyState>
          )}
          {list.map((a) => (
            <Paper key={a.id} withBorder radius="md" p="md">
              <Text fw={700} component="h3" fz="md" m={0} mb="xs">
                {a.bankName} {bankAccountTypeLabels[a.accountType]}
                {a.accountNumber ? ` ••••${a.accountNumber}` : ''}
              </Text>
              {!a.autoPaymentOptimization && (
                <Text fz="sm" c="dimmed" mb="xs">
                  Auto payment optimization is off for this account: turn it on under Connected Accounts for
                  payment timing suggestions.
                </Text>
              )}
              {a.aiRecommendations.length === 0 ? (
                <Text fz="sm">No suggestions: the balances show nothing to act on.</Text>
              ) : (
                <Stack gap={6}>
                  {a.aiRecommendations.map((r) => (
                    <Text key={r.type} fz="sm">
                      <ToneBadge color={priorityColor[r.priority]} mr={6}>
                        {r.priority === 'HIGH' ? 'High' : r.priority === 'MEDIUM' ? 'Medium' : 'Low'}
                      </ToneBadge>
                      {r.message}
                    </Text>
                  ))}
                </Stack>
              )}
              <Text fz="xs" c="dimmed" mt="xs">
                Built-in rules over this account’s balances, not an AI model.
              </Text>
            </Paper>
          ))}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
