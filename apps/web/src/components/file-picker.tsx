import { useId, type Ref } from 'react';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '@mainwork/contracts';

const DOCUMENT_TYPES =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const IMAGE_TYPES = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** What a picker accepts, said before a file is chosen (the server's own limits). */
export const DOCUMENT_HINT = `PDF or Word (.docx), up to ${megabytes(MAX_DOCUMENT_BYTES)}.`;
export const IMAGE_HINT = `JPG, PNG or WebP, up to ${megabytes(MAX_IMAGE_BYTES)}.`;
/** Sign-up's business logo (spec §5: jpg, jpeg, png). */
export const SIGN_UP_LOGO_HINT = `JPG or PNG, up to ${megabytes(MAX_IMAGE_BYTES)}.`;

/**
 * A file input that shows the file it holds: the one chosen, one attached for the user (a saved default),
 * or 'No file chosen' (spec §2.6). The native input stays in the page, focusable and labelled; the visible
 * 'Choose file' control is its second label.
 */
export function FilePicker({
  id,
  name,
  fileName,
  onChoose,
  disabled = false,
  invalid = false,
  required = false,
  describedBy,
  inputRef,
  accept = DOCUMENT_TYPES,
}: {
  id: string;
  name: string;
  fileName: string | null;
  onChoose(file: File | null): void;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** What the browser's picker offers; the server judges the file by its content anyway. */
  accept?: string;
}) {
  const nameId = useId();
  return (
    <div className={`file-picker d-flex align-items-center gap-2 ${invalid ? 'is-invalid' : ''}`}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        className="visually-hidden"
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <label
        htmlFor={id}
        className={`btn btn-sm ${invalid ? 'btn-outline-danger' : 'btn-outline-secondary'} ${disabled ? 'disabled' : ''}`}
        aria-hidden="true"
      >
        Choose file
      </label>
      <span id={nameId} className={`small text-break ${fileName ? '' : 'text-body-secondary'}`}>
        {fileName ?? 'No file chosen'}
      </span>
    </div>
  );
}
