import { PageHeader } from '../../../components/page-header/page-header';

/** `/support-admin`: support conversations and tickets, for admins. */
export function SupportAdminPage() {
  return (
    <>
      <title>Support Center — Credit Repair</title>
      <PageHeader
        title="Support Center"
        description="Customer chats escalated to people, and support tickets."
      />
    </>
  );
}
