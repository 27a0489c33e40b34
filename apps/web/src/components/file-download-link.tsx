import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import type { DownloadedFile } from '../lib/api-client.ts';
import { useGlobalAlert } from './alert-bar.tsx';
import { Icon } from './icon.tsx';
import downloadIcon from 'virtual:bootstrap-icons/download';

export const DOWNLOAD_ERROR = 'There was an error downloading the file.';

/** Hands a fetched file to the browser as a download under its name. */
export function saveFile(file: DownloadedFile, fallbackName: string) {
  const url = URL.createObjectURL(file.blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.filename ?? fallbackName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A private file (resume, cover letter) fetched with the session and saved under its name (spec §7 "File
 * download"); 'N/A' when there is no file (spec §2.3); a danger alert when the download fails (spec §8).
 */
export function FileDownloadLink({
  filename,
  download,
}: {
  filename: string | null;
  download: () => Promise<DownloadedFile>;
}) {
  const { showAlert } = useGlobalAlert();
  const [busy, setBusy] = useState(false);
  if (!filename) return <span className="text-body-secondary">N/A</span>;

  async function fetchAndSave(name: string) {
    if (busy) return;
    setBusy(true);
    try {
      saveFile(await download(), name);
    } catch {
      showAlert({ message: DOWNLOAD_ERROR, alertType: 'danger' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="link" className="p-0 text-start" onClick={() => fetchAndSave(filename)} disabled={busy}>
      {busy ? (
        <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
      ) : (
        <Icon icon={downloadIcon} className="me-1" />
      )}
      {filename}
    </Button>
  );
}
