/**
 * What a visitor did in a part of a server-rendered page before its code arrived (loaded-on-first-use.tsx),
 * kept to hand to the part once React has adopted it.
 */
export type HeldActions = {
  /** The fields they changed, read as the code arrived. */
  fields: EditedField[];
  /** The buttons they pressed (a tab, a choice): React did not hear them. */
  presses: HTMLButtonElement[];
  /** The form they sent, kept from being sent as a plain page load. */
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
};

/** A field a visitor changed, and what they left in it. */
type EditedField =
  | { kind: 'text'; field: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { kind: 'box'; field: HTMLInputElement; checked: boolean }
  | { kind: 'list'; field: HTMLSelectElement; chosen: string[] }
  | { kind: 'file'; field: HTMLInputElement };

const NOT_TEXT = new Set(['button', 'submit', 'reset', 'image', 'hidden']);

export function noHeldActions(): HeldActions {
  return { fields: [], presses: [], submit: null };
}

/** The fields of `region` whose state is no longer what the server drew. */
export function fieldsEditedIn(region: HTMLElement): EditedField[] {
  const edited: EditedField[] = [];
  for (const field of region.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const options = [...field.options];
      if (options.some((option) => option.selected !== option.defaultSelected))
        edited.push({ kind: 'list', field, chosen: options.filter((option) => option.selected).map((o) => o.value) });
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) edited.push({ kind: 'text', field, value: field.value });
    } else if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio') {
        // Of a group of options, the one chosen (the others follow it).
        if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked))
          edited.push({ kind: 'box', field, checked: field.checked });
      } else if (field.type === 'file') {
        if ((field.files?.length ?? 0) > 0) edited.push({ kind: 'file', field });
      } else if (!NOT_TEXT.has(field.type) && field.value !== field.defaultValue) {
        edited.push({ kind: 'text', field, value: field.value });
      }
    }
  }
  return edited;
}

/** A task later: what React does after an event (a press's update is drawn in a microtask) is done by then. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Does again what was held, as the visitor did it: each change as an event the part's handlers hear, then
 * the presses, then the submit, each once the part has drawn what the one before changed.
 */
export async function replayHeld(held: HeldActions): Promise<void> {
  for (const edit of held.fields) if (edit.field.isConnected) replayEdit(edit);
  await nextTask();
  for (const button of held.presses) {
    if (!button.isConnected) continue;
    button.click();
    await nextTask();
  }
  const { submit } = held;
  if (!submit?.form.isConnected) return;
  const submitter = submit.submitter?.isConnected ? submit.submitter : null;
  try {
    submit.form.requestSubmit(submitter);
  } catch {
    submit.form.requestSubmit();
  }
}

function replayEdit(edit: EditedField): void {
  switch (edit.kind) {
    case 'text': {
      const { field } = edit;
      // What the field holds now when React left it alone (typing went on while the code arrived), else what
      // was read before React put the field back to its own value.
      const value = field.value !== field.defaultValue ? field.value : edit.value;
      // React hears an input only when the value differs from the last one it saw, which it learns through
      // the element's own setter: set another through that one, then the visitor's through the prototype's.
      field.value = value === '' ? '-' : '';
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }
    case 'box':
      // Pressed from the other state, as the visitor pressed it.
      edit.field.checked = !edit.checked;
      edit.field.click();
      return;
    case 'list':
      for (const option of edit.field.options) option.selected = edit.chosen.includes(option.value);
      edit.field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    case 'file':
      edit.field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
