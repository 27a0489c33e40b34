import { useRef, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { JobFormValues } from './job-form-values.ts';
import { Icon } from '../../components/icon.tsx';
import arrowDownIcon from 'virtual:bootstrap-icons/arrow-down';
import arrowUpIcon from 'virtual:bootstrap-icons/arrow-up';
import gripVerticalIcon from 'virtual:bootstrap-icons/grip-vertical';
import trashIcon from 'virtual:bootstrap-icons/trash';

/**
 * Benefits in the order candidates see them: added, removed, and moved by drag or by keyboard (the up and
 * down buttons keep focus on the moved benefit, and the move is announced).
 */
export function BenefitsEditor({ form, errors }: { form: UseFormReturn<JobFormValues>; errors: string[] }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'benefits' });
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  function add() {
    const name = draft.trim();
    if (!name) return;
    append({ name });
    setDraft('');
    setAnnouncement(`Added ${name}.`);
  }

  function moveTo(from: number, to: number, focus?: 'up' | 'down') {
    if (to < 0 || to >= fields.length || from === to) return;
    const name = form.getValues(`benefits.${from}.name`);
    move(from, to);
    setAnnouncement(`Moved ${name} to position ${to + 1} of ${fields.length}.`);
    if (focus) {
      requestAnimationFrame(() => {
        const button = list.current?.querySelector<HTMLButtonElement>(`[data-benefit="${to}"][data-move="${focus}"]`);
        const fallback = list.current?.querySelector<HTMLButtonElement>(`[data-benefit="${to}"][data-move]`);
        (button && !button.disabled ? button : fallback)?.focus();
      });
    }
  }

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Benefits</legend>
      <p className="form-text mt-0">Candidates see the first three; drag or use the arrows to order them.</p>
      <ol ref={list} className="list-unstyled mb-2" aria-label="Benefits, in order">
        {fields.map((field, index) => {
          const name = form.watch(`benefits.${index}.name`);
          return (
            <li
              key={field.id}
              draggable
              onDragStart={() => (dragged.current = index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged.current !== null) moveTo(dragged.current, index);
                dragged.current = null;
              }}
              className="d-flex align-items-center gap-2 border rounded p-2 mb-1 bg-body"
              data-testid="benefit-row"
            >
              <Icon icon={gripVerticalIcon} className="text-body-secondary" />
              <Form.Control
                size="sm"
                aria-label={`Benefit ${index + 1}`}
                {...form.register(`benefits.${index}.name`)}
                isInvalid={Boolean(errors[index])}
              />
              <Button
                size="sm"
                variant="outline-secondary"
                data-benefit={index}
                data-move="up"
                disabled={index === 0}
                onClick={() => moveTo(index, index - 1, 'up')}
              >
                <Icon icon={arrowUpIcon} />
                <span className="visually-hidden">Move {name} up</span>
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                data-benefit={index}
                data-move="down"
                disabled={index === fields.length - 1}
                onClick={() => moveTo(index, index + 1, 'down')}
              >
                <Icon icon={arrowDownIcon} />
                <span className="visually-hidden">Move {name} down</span>
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => {
                  remove(index);
                  setAnnouncement(`Removed ${name}.`);
                }}
              >
                <Icon icon={trashIcon} />
                <span className="visually-hidden">Remove {name}</span>
              </Button>
              {errors[index] ? <span className="text-danger small">{errors[index]}</span> : null}
            </li>
          );
        })}
      </ol>
      {fields.length === 0 ? <p className="text-body-secondary small">No benefits yet.</p> : null}
      <InputGroup size="sm" style={{ maxWidth: 420 }}>
        <Form.Control
          aria-label="New benefit"
          placeholder="e.g. Health insurance"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline-primary" onClick={add}>
          Add benefit
        </Button>
      </InputGroup>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </fieldset>
  );
}
