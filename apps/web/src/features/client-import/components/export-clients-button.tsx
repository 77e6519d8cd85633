import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { ReasonDialog } from '../../../components/reason-dialog/reason-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { useExportClients } from '../api/export-clients';

/** Saves a file the browser was handed, under its name. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The client list as a CSV file: personal data leaving the product, so why is asked and kept. */
export function ExportClientsButton() {
  const [opened, dialog] = useDisclosure(false);
  const exported = useExportClients();
  const close = () => {
    exported.reset();
    dialog.close();
  };
  return (
    <>
      <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={dialog.open}>
        Export clients (CSV)
      </Button>
      <ReasonDialog
        opened={opened}
        onClose={close}
        title="Export the client list"
        intro="Every client's name, e-mail, phone and mailing address is saved as a CSV file on this computer."
        confirmLabel="Export"
        busy={exported.isPending}
        error={exported.isError ? errorMessage(exported.error, 'Could not export. Try again.') : null}
        onConfirm={(reason) =>
          exported.mutate(reason, {
            onSuccess: (file) => {
              save(file, 'clients.csv');
              close();
            },
          })
        }
      />
    </>
  );
}
