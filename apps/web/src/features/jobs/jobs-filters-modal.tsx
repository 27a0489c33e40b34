import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { MIN_SALARY_OPTIONS, type TLookup } from '@mainwork/contracts';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import { formatMinSalaryOption } from '../../lib/formatters.ts';
import { useLookup } from '../../lib/api/lookups.ts';
import { FilterChips, withoutFilter } from './filter-chips.tsx';
import { FILTER_FIELDS, type ChosenFilters, type FilterKey } from './job-search-state.ts';

export type JobsFiltersModalProps = {
  /** The filters in force when the modal opens. */
  filters: ChosenFilters;
  /** Called with the chosen filters on 'Apply Filters'; the modal then closes. */
  onApply(filters: ChosenFilters): void;
};

const SALARY_LOOKUP: TLookup[] = MIN_SALARY_OPTIONS.map((amount) => ({
  id: amount,
  name: formatMinSalaryOption(amount),
}));

function FilterSelect({
  field,
  chosen,
  enabled,
  onChoose,
}: {
  field: (typeof FILTER_FIELDS)[number];
  chosen: number | undefined;
  enabled: boolean;
  onChoose(key: FilterKey, option: TLookup | undefined): void;
}) {
  const id = useId();
  const lookup = useLookup(field.lookup ?? 'jobTypes', enabled && field.lookup !== null);
  const options = field.lookup === null ? SALARY_LOOKUP : (lookup.data ?? []);
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{field.label}</Form.Label>
      <Form.Select
        value={chosen === undefined ? '' : String(chosen)}
        onChange={(event) =>
          onChoose(
            field.key,
            options.find((option) => String(option.id) === event.target.value),
          )
        }
      >
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/**
 * The filters modal (spec §2.3): Job Type, Min Salary, Experience Level, Location Type, Industry and Function;
 * the chosen ones as removable chips; 'Apply Filters' hands them to the search.
 */
export default function JobsFiltersModal({
  show,
  onHide,
  filters,
  onApply,
}: ModalComponentProps<JobsFiltersModalProps>) {
  const titleId = useId();
  const [draft, setDraft] = useState<ChosenFilters>(filters);

  function choose(key: FilterKey, option: TLookup | undefined) {
    setDraft((current) =>
      option ? { ...current, [key]: { value: option.id, name: option.name } } : withoutFilter(current, key),
    );
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(draft);
    onHide();
  }

  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} centered scrollable>
      <Form noValidate onSubmit={apply} style={{ display: 'contents' }}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h4">
            Filters
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="mb-3">
            <FilterChips
              filters={draft}
              onRemove={(key) => setDraft((current) => withoutFilter(current, key))}
              label="Filters to apply"
            />
          </div>
          {FILTER_FIELDS.map((field) => (
            <FilterSelect
              key={field.key}
              field={field}
              chosen={draft[field.key]?.value}
              enabled={show}
              onChoose={choose}
            />
          ))}
        </Modal.Body>
        <Modal.Footer>
          <Button type="submit" variant="primary">
            Apply Filters
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
