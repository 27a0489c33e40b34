import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge, Button, Form, Modal, Spinner } from 'react-bootstrap';
import {
  ADMIN_BILLING_RECORDS_PAGE_SIZE,
  BILLING_STATUSES,
  BILLING_STATUS_LABELS,
  type TAdminBillingRecord,
  type TBillingStatus,
} from '@mainwork/contracts';
import { AdminList, type AdminColumn } from '../../components/admin-list.tsx';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { PageNavigation } from '../../components/page-navigation.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDollarsAndCents, formatUsTimestamp } from '../../lib/formatters.ts';
import { adminBillingKeys, adminBillingQueryOptions, sendBillingRecord } from './api/admin-billing.ts';

export const BILLING_TEXTS = {
  empty: 'There are no charges yet.',
  error: 'Error loading charges.',
} as const;

const amountOf = (record: TAdminBillingRecord) => formatDollarsAndCents(record.amount_cents / 100);

const STATUS_BADGES: Partial<Record<TBillingStatus, string>> = { paid: 'success', failed: 'danger' };

const BILLING_COLUMNS: AdminColumn<TAdminBillingRecord>[] = [
  { header: 'ID', cell: (record) => record.id, rowHeader: true },
  { header: 'Business', cell: (record) => record.business.name },
  { header: 'Job', cell: (record) => <span className="text-break">{record.job.title}</span>, wide: true },
  { header: 'Amount', cell: amountOf, className: 'text-end' },
  {
    header: 'Status',
    cell: (record) => (
      <Badge bg={STATUS_BADGES[record.status] ?? 'secondary'}>{BILLING_STATUS_LABELS[record.status]}</Badge>
    ),
  },
  {
    header: 'Stripe invoice item',
    // A Stripe id is one long word: it breaks rather than widen the table (its header keeps its words whole).
    cell: (record) => (
      <code className="text-break" data-testid="stripe-invoice-item-id">
        {record.stripe_invoice_item_id ?? '—'}
      </code>
    ),
    wide: true,
  },
  {
    header: 'Stripe invoice',
    cell: (record) => <code className="text-break">{record.stripe_invoice_id ?? '—'}</code>,
    wide: true,
  },
  { header: 'Created', cell: (record) => formatUsTimestamp(record.created_at) },
  { header: 'Paid', cell: (record) => (record.paid_at ? formatUsTimestamp(record.paid_at) : '—') },
];

/** Asks before sending a charge to Stripe, and shows it being sent. */
function SendDialog({ record, onHide }: { record: TAdminBillingRecord; onHide(): void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const send = useMutation({
    mutationFn: () => sendBillingRecord(record.id),
    async onSuccess(sent) {
      showAlert({
        message: `The charge of ${amountOf(sent)} to ${sent.business.name} was sent to Stripe.`,
        alertType: 'success',
      });
      onHide();
      await queryClient.invalidateQueries({ queryKey: adminBillingKeys.all });
    },
    onError(error) {
      showAlert({ message: errorMessage(error), alertType: 'danger' });
      onHide();
    },
  });
  return (
    <Modal show onHide={() => (send.isPending ? undefined : onHide())} centered aria-labelledby={titleId}>
      <Modal.Header closeButton={!send.isPending}>
        <Modal.Title id={titleId} as="h2" className="h5">
          Send this charge to Stripe?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          {amountOf(record)} to {record.business.name} for the hire on {record.job.title} becomes an item of the
          business's next Stripe invoice.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" disabled={send.isPending} onClick={onHide}>
          Cancel
        </Button>
        <Button disabled={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? (
            <>
              <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />
              Sending…
            </>
          ) : (
            'Send'
          )}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * /admin/billing: the charges for confirmed hires, newest first, by status: business, job, amount, status,
 * Stripe ids, created and paid; a charge kept as 'not sent' can be sent once Stripe is configured.
 */
export default function AdminBillingPage() {
  const [status, setStatus] = useState<TBillingStatus | ''>('');
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState<TAdminBillingRecord | null>(null);
  const query = useQuery(adminBillingQueryOptions({ status, page }));
  const filter = (
    <Form.Group className="d-flex align-items-center gap-2" controlId="billing-status">
      <Form.Label className="mb-0 text-nowrap">Status</Form.Label>
      <Form.Select
        size="sm"
        value={status}
        onChange={(event) => {
          setStatus(event.currentTarget.value as TBillingStatus | '');
          setPage(1);
        }}
      >
        <option value="">All</option>
        {BILLING_STATUSES.map((value) => (
          <option key={value} value={value}>
            {BILLING_STATUS_LABELS[value]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
  return (
    <AdminList
      title="Billing"
      action={filter}
      query={{ status: query.status, data: query.data?.items }}
      busy={query.isFetching}
      columns={BILLING_COLUMNS}
      actions={(record) =>
        record.status === 'not_sent' ? (
          <Button size="sm" variant="outline-primary" onClick={() => setSending(record)}>
            Send<span className="visually-hidden"> charge {record.id}</span>
          </Button>
        ) : null
      }
      emptyText={BILLING_TEXTS.empty}
      errorText={BILLING_TEXTS.error}
    >
      {query.data ? (
        <PageNavigation
          page={page}
          pageSize={ADMIN_BILLING_RECORDS_PAGE_SIZE}
          total={query.data.total}
          label="Charges pages"
          onChange={setPage}
        />
      ) : null}
      {sending ? <SendDialog record={sending} onHide={() => setSending(null)} /> : null}
    </AdminList>
  );
}
