import { Tabs } from '@mantine/core';
import { TagManagement } from './tag-management';
import { TaggedDocuments } from './tagged-documents';

/** Smart Tags: two tabs, Tagged Documents and Tag Management. */
export function SmartTags({ userId, live }: { userId: number; live: boolean }) {
  return (
    <Tabs defaultValue="tagged" variant="outline">
      <Tabs.List mb="md">
        <Tabs.Tab value="tagged">Tagged Documents</Tabs.Tab>
        <Tabs.Tab value="manage">Tag Management</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="tagged">
        <TaggedDocuments userId={userId} live={live} />
      </Tabs.Panel>
      <Tabs.Panel value="manage">
        <TagManagement userId={userId} />
      </Tabs.Panel>
    </Tabs>
  );
}
