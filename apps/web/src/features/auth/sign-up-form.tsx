import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Col, Form, Row, Spinner, Tab, Tabs } from 'react-bootstrap';
import { IMaskInput } from 'react-imask';
import { useNavigate } from 'react-router-dom';
import type { TCurrentUser, TFieldErrors } from '@mainwork/contracts';
import { useModal } from '../../components/modal-root.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { routes } from '../../lib/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { PASSWORD_HINT, PasswordInput } from './password-input.tsx';
import { GEOCODE_INVALID_FIELDS, signUpErrorView, type SignUpField } from './sign-up-errors.ts';
import { useAffiliateLinkMessage, useEmployerSizes, useStates } from './sign-up-lookups.ts';
import {
  buildSignUpFormData,
  EMPTY_SIGN_UP_VALUES,
  missingRequiredFields,
  REQUIRED_FIELDS_MESSAGE,
  requiredSignUpFields,
  visibleSignUpFields,
  type SignUpRole,
  type SignUpValues,
} from './sign-up-payload.ts';

/** The phone mask of spec §9, (999)-999-9999. */
export const PHONE_MASK = '(000)-000-0000';

export type SignUpFormProps = {
  /** The tab chosen first; Candidate/Referrer (Hunter) by default. */
  initialRole?: SignUpRole;
  /** Affiliate link id (`/signup?al=…`): its message shows above the tabs and it is sent as `al`. */
  affiliateLinkId?: string | undefined;
  /** In the modal a non-employer stays where they signed up; on the page they go to /jobs. */
  modal?: boolean;
  /** Focus the first field on mount (the modal). */
  autoFocus?: boolean;
  /** Called after a successful sign-up, before any navigation (the modal closes itself here). */
  onSignedUp?(user: TCurrentUser): void;
  /** Called when a sign-up request starts, and when it fails (the page holds its redirect meanwhile). */
  onSubmitStart?(): void;
  onSubmitError?(): void;
};

/**
 * The sign-up form of spec §2.3, shared by the modal and /signup: Candidate/Referrer and Employer tabs,
 * the required-field check, the multipart register call and the server's field errors under the fields.
 */
export function SignUpForm({
  initialRole = 'Hunter',
  affiliateLinkId,
  modal = false,
  autoFocus = false,
  onSignedUp,
  onSubmitStart,
  onSubmitError,
}: SignUpFormProps) {
  const { register } = useAuth();
  const { openModal } = useModal();
  const navigate = useNavigate();
  const id = useId();
  const [role, setRole] = useState<SignUpRole>(initialRole);
  const [roleChanged, setRoleChanged] = useState(false);
  const [saveAddress, setSaveAddress] = useState(false);
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP_VALUES);
  const [missing, setMissing] = useState<ReadonlySet<SignUpField>>(new Set());
  const [serverErrors, setServerErrors] = useState<TFieldErrors | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const shape = { role, saveAddress };
  const visible = visibleSignUpFields(shape);
  const required = new Set(requiredSignUpFields(shape));
  const view = signUpErrorView(serverErrors, visible);
  const employerSizes = useEmployerSizes(role === 'Employer').data ?? [];
  const states = useStates(role === 'Employer' && saveAddress).data ?? [];
  const affiliateMessage = useAffiliateLinkMessage(affiliateLinkId);

  const fieldId = (field: SignUpField) => `${id}-${field}`;
  const errorId = (field: SignUpField) => `${id}-${field}-error`;
  const geocodeId = `${id}-geocode-error`;
  const hintId = `${id}-password-hint`;
  const invalid = (field: SignUpField) => missing.has(field) || view.invalid.has(field);

  // After a failed attempt, focus the first field that needs attention.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = visible.find((field) => missing.has(field) || view.invalid.has(field));
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    // Only a new attempt moves the focus, not every edit.
  }, [focusRequest]);

  const describedBy = (field: SignUpField, ...extra: string[]) =>
    [
      view.fields[field] ? errorId(field) : '',
      view.geocode && GEOCODE_INVALID_FIELDS.includes(field) ? geocodeId : '',
      ...extra,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const set = (field: Exclude<SignUpField, 'logo'>, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** What every text-like control of a field needs: id, value, invalid state and its descriptions. */
  const control = (field: Exclude<SignUpField, 'logo'>) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    isInvalid: invalid(field),
    'aria-invalid': invalid(field) || undefined,
    'aria-required': required.has(field) || undefined,
    'aria-describedby': describedBy(field),
  });

  const label = (field: SignUpField, text: string) => (
    <Form.Label htmlFor={fieldId(field)}>
      {text}
      {required.has(field) ? '*' : ''}
    </Form.Label>
  );

  const feedback = (field: SignUpField): ReactNode =>
    view.fields[field] ? (
      <Form.Control.Feedback type="invalid" id={errorId(field)} className="d-block">
        {view.fields[field]}
      </Form.Control.Feedback>
    ) : null;

  const textField = (
    field: Exclude<SignUpField, 'logo' | 'password' | 'phone' | 'employer_size_id' | 'state_id'>,
    text: string,
    options: { type?: string; autoComplete?: string; autoFocus?: boolean } = {},
  ) => (
    <Form.Group className="mb-3">
      {label(field, text)}
      <Form.Control
        {...control(field)}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        autoFocus={options.autoFocus}
      />
      {feedback(field)}
    </Form.Group>
  );

  const focusFirstField = autoFocus && !roleChanged;

  const emailField = (first: boolean) =>
    textField('email', 'Email', { type: 'email', autoComplete: 'email', autoFocus: first && focusFirstField });

  const passwordField = (
    <Form.Group className="mb-3">
      {label('password', 'Password')}
      <PasswordInput
        id={fieldId('password')}
        name="password"
        value={values.password}
        onChange={(value) => set('password', value)}
        autoComplete="new-password"
        required
        invalid={invalid('password')}
        describedBy={describedBy('password', hintId)}
        feedback={feedback('password')}
      />
      <Form.Text id={hintId} className="d-block">
        {PASSWORD_HINT}
      </Form.Text>
    </Form.Group>
  );

  const hunterFields = (
    <>
      {emailField(true)}
      {passwordField}
    </>
  );

  const employerFields = (
    <>
      {textField('business_name', 'Business name', { autoComplete: 'organization', autoFocus: focusFirstField })}
      <Form.Check
        type="switch"
        id={`${id}-save-address`}
        className="mb-3"
        label="Save business address"
        checked={saveAddress}
        onChange={(event) => setSaveAddress(event.target.checked)}
      />
      {saveAddress ? (
        <fieldset className="mb-3" aria-describedby={view.geocode ? geocodeId : undefined}>
          <legend className="visually-hidden">Business address</legend>
          {textField('address_one', 'Address one', { autoComplete: 'address-line1' })}
          {textField('address_two', 'Address two', { autoComplete: 'address-line2' })}
          {textField('city', 'City', { autoComplete: 'address-level2' })}
          <Row>
            <Col xs={7}>
              <Form.Group className="mb-3">
                {label('state_id', 'State')}
                <Form.Select {...control('state_id')}>
                  <option value="">Select a state</option>
                  {states.map((state) => (
                    <option key={state.id} value={String(state.id)}>
                      {state.name}
                    </option>
                  ))}
                </Form.Select>
                {feedback('state_id')}
              </Form.Group>
            </Col>
            <Col xs={5}>{textField('zip', 'Zip', { autoComplete: 'postal-code' })}</Col>
          </Row>
          {view.geocode ? (
            <div id={geocodeId} className="text-danger small">
              {view.geocode}
            </div>
          ) : null}
        </fieldset>
      ) : null}
      <Form.Group className="mb-3">
        {label('logo', 'Business logo')}
        <Form.Control
          id={fieldId('logo')}
          name="logo"
          type="file"
          accept=".jpg,.jpeg,.png"
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setValues((current) => ({ ...current, logo: event.target.files?.[0] ?? null }))
          }
          isInvalid={invalid('logo')}
          aria-invalid={invalid('logo') || undefined}
          aria-describedby={describedBy('logo')}
        />
        {feedback('logo')}
      </Form.Group>
      <Form.Group className="mb-3">
        {label('employer_size_id', 'Number of employees')}
        <Form.Select {...control('employer_size_id')}>
          <option value="">Select number of employees</option>
          {employerSizes.map((size) => (
            <option key={size.id} value={String(size.id)}>
              {size.name}
            </option>
          ))}
        </Form.Select>
        {feedback('employer_size_id')}
      </Form.Group>
      {emailField(false)}
      <Row>
        <Col sm={6}>{textField('first_name', 'First name', { autoComplete: 'given-name' })}</Col>
        <Col sm={6}>{textField('last_name', 'Last name', { autoComplete: 'family-name' })}</Col>
      </Row>
      <Form.Group className="mb-3">
        {label('phone', 'Phone')}
        <IMaskInput
          mask={PHONE_MASK}
          id={fieldId('phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(999)-999-9999"
          value={values.phone}
          onAccept={(value: string) => set('phone', value)}
          className={invalid('phone') ? 'form-control is-invalid' : 'form-control'}
          aria-invalid={invalid('phone') || undefined}
          aria-required
          aria-describedby={describedBy('phone')}
        />
        {feedback('phone')}
      </Form.Group>
      {passwordField}
    </>
  );

  function chooseRole(next: string | null) {
    if (next !== 'Hunter' && next !== 'Employer') return;
    setRole(next);
    setRoleChanged(true);
    setMissing(new Set());
    setServerErrors(null);
    setFormError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const empty = missingRequiredFields(values, shape);
    setServerErrors(null);
    if (empty.length > 0) {
      setMissing(new Set(empty));
      setFormError(REQUIRED_FIELDS_MESSAGE);
      setFocusRequest((count) => count + 1);
      return;
    }
    setMissing(new Set());
    setFormError(null);
    setBusy(true);
    onSubmitStart?.();
    let user: TCurrentUser;
    try {
      user = await register(buildSignUpFormData(values, { ...shape, affiliateLinkId }));
    } catch (error) {
      onSubmitError?.();
      setBusy(false);
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors) setServerErrors(fieldErrors);
      else setFormError(errorMessage(error));
      setFocusRequest((count) => count + 1);
      return;
    }
    onSignedUp?.(user);
    if (user.role === 'Employer') navigate(routes.employerMembershipSignup);
    else if (!modal) navigate(routes.jobs);
  }

  const alerts = [...(formError ? [formError] : []), ...view.unplaced];
  return (
    <Form noValidate onSubmit={submit}>
      {affiliateMessage ? <Alert variant="info">{affiliateMessage}</Alert> : null}
      <Tabs
        id={`${id}-role`}
        activeKey={role}
        onSelect={chooseRole}
        className="mb-3"
        transition={false}
        mountOnEnter
        unmountOnExit
      >
        <Tab eventKey="Hunter" title="Candidate/Referrer">
          {role === 'Hunter' ? hunterFields : null}
        </Tab>
        <Tab eventKey="Employer" title="Employer">
          {role === 'Employer' ? employerFields : null}
        </Tab>
      </Tabs>
      {alerts.length > 0 ? (
        <Alert variant="danger">
          {alerts.length === 1 ? (
            alerts[0]
          ) : (
            <ul className="mb-0 ps-3">
              {alerts.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}
      <Button type="submit" variant="primary" className="w-100" disabled={busy}>
        {busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Sign up
      </Button>
      <p className="small text-body-secondary mt-3 mb-2 text-center">
        By signing up you agree to the{' '}
        <a href={routes.terms} target="_blank" rel="noopener noreferrer">
          Terms of Use<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
      <p className="mb-0 text-center">
        Already have an account?{' '}
        <Button variant="link" className="p-0 align-baseline" onClick={() => openModal('LoginModal')}>
          Log in
        </Button>
      </p>
    </Form>
  );
}
