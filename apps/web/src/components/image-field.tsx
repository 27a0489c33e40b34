import { FilePicker, IMAGE_HINT, IMAGE_TYPES } from './file-picker.tsx';
import { FormField } from './form-fields.tsx';

/**
 * A logo, banner or icon picker: the saved image above it until another is chosen, the server's message under
 * it. The server checks the file by its content, re-encodes it and shrinks it to its box (decision 024).
 */
export function ImageField({
  id,
  label,
  current,
  chosen,
  disabled,
  error,
  hint = IMAGE_HINT,
  onChoose,
}: {
  id: string;
  label: string;
  current: string | null;
  chosen: File | null;
  disabled: boolean;
  error: string | undefined;
  hint?: string;
  onChoose(file: File | null): void;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <>
          {current && !chosen ? (
            <div className="mb-2">
              <img src={current} alt={`Current ${label.toLowerCase()}`} style={{ maxHeight: 80, maxWidth: '100%' }} />
            </div>
          ) : null}
          <FilePicker
            id={control.id}
            name={id}
            accept={IMAGE_TYPES}
            fileName={chosen?.name ?? null}
            onChoose={onChoose}
            disabled={disabled}
            invalid={control.invalid}
            describedBy={control.describedBy}
          />
        </>
      )}
    </FormField>
  );
}
