import { PageHeader } from '../../../components/page-header/page-header';

/** `/experian`. */
export function ExperianPage() {
  return (
    <>
      <title>Connect to Experian — Credit Repair</title>
      <PageHeader
        title="Connect to Experian"
        description="Link your Experian credit file for score monitoring and alerts."
      />
    </>
  );
}
