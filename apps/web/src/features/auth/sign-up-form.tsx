import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Tab, Tabs } from '../../components/tabs.tsx';
import { Alert } from '../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { TCurrentUser } from '@mainwork/contracts';
import { SIGN_UP_LOGO_HINT } from '../../components/file-picker.tsx';
import { FormField } from '../../components/form-fields.tsx';
import { useModal } from '../../components/modal-root.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { routes } from '../../lib/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { PASSWORD_HINT, PasswordInput } from '../../components/password-input.tsx';
import { PhoneInput } from './phone-input.tsx';
import { GEOCODE_INVALID_FIELDS, signUpErrorKeys, signUpUnplacedErrors, type SignUpField } from './sign-up-errors.ts';
import { useEmployerSizes, useStates } from '../../lib/api/lookups.ts';
import { useAffiliateLinkMessage } from './api/affiliate-link-message.ts';
import {
  buildSignUpFormData,
  EMPTY_SIGN_UP_VALUES,
  REQUIRED_FIELDS_MESSAGE,
  requiredSignUpFields,
  signUpResolver,
  visibleSignUpFields,
  type SignUpRole,
  type SignUpShape,
  type SignUpValues,
} from './sign-up-payload.ts';

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
  const [formError, setFormError] = useState<string | null>(null);
  const [unplaced, setUnplaced] = useState<{ key: string; message: string }[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);

  const shape: SignUpShape = { role, saveAddress };
  const visible = visibleSignUpFields(shape);
  const required = new Set(requiredSignUpFields(shape));
  const form = useForm<SignUpValues, SignUpShape>({
    defaultValues: EMPTY_SIGN_UP_VALUES,
    resolver: signUpResolver,
    context: shape,
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const errors = form.formState.errors;
  const { geocode, alerts: unplacedAlerts } = signUpUnplacedErrors(unplaced, visible);
  const employerSizes = useEmployerSizes(role === 'Employer').data ?? [];
  const states = useStates(role === 'Employer' && saveAddress).data ?? [];
  const affiliateMessage = useAffiliateLinkMessage(affiliateLinkId);

  const { submit, saving: busy } = useFormMutation({
    form,
    mutationFn: (submitted: SignUpValues) => {
      setFormError(null);
      setUnplaced([]);
      onSubmitStart?.();
      return register(buildSignUpFormData(submitted, { ...shape, affiliateLinkId }));
    },
    fieldKeys: signUpErrorKeys(visible),
    messages: 'joined',
    onSuccess(user: TCurrentUser) {
      onSignedUp?.(user);
      if (user.role === 'Employer') navigate(routes.employerMembershipSignup);
      else if (!modal) navigate(routes.jobs);
    },
    // The only client-side check (spec §5): a required field left empty marks it and stops the request.
    onInvalid() {
      setUnplaced([]);
      setFormError(REQUIRED_FIELDS_MESSAGE);
      setFocusRequest((count) => count + 1);
    },
    onError(error, placement) {
      onSubmitError?.();
      if (placement.fieldErrors) setUnplaced(placement.unplaced);
      else setFormError(errorMessage(error));
      setFocusRequest((count) => count + 1);
    },
  });

  const fieldId = (field: SignUpField) => `${id}-${field}`;
  const geocodeId = `${id}-geocode-error`;
  const invalid = (field: SignUpField) =>
    Boolean(errors[field]) || Boolean(geocode && GEOCODE_INVALID_FIELDS.includes(field));
  const messageOf = (field: SignUpField) => errors[field]?.message || undefined;

  // After a failed attempt, focus the first field that needs attention.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = visible.find(invalid);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    // Only a new attempt moves the focus, not every edit.
  }, [focusRequest]);

  /** The field's hint and message (from FormField), and the address's message for the address fields. */
  const describedBy = (field: SignUpField, fromField: string | undefined) =>
    [fromField ?? '', geocode && GEOCODE_INVALID_FIELDS.includes(field) ? geocodeId : ''].filter(Boolean).join(' ') ||
    undefined;

  const set = (field: Exclude<SignUpField, 'logo'>, value: string) => form.setValue(field, value);

  /** What every text-like control of a field needs: id, value, invalid state and its descriptions. */
  const control = (field: Exclude<SignUpField, 'logo'>, fromField: string | undefined) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    isInvalid: invalid(field),
    'aria-invalid': invalid(field) || undefined,
    'aria-required': required.has(field) || undefined,
    'aria-describedby': describedBy(field, fromField),
  });

  /** A field of the form through the one field component; sign-up's labels read their * ('Email*'). */
  const field = (
    name: SignUpField,
    text: string,
    render: (fromField: string | undefined) => ReactNode,
    hint?: ReactNode,
  ) => (
    <FormField id={fieldId(name)} label={required.has(name) ? `${text}*` : text} error={messageOf(name)} hint={hint}>
      {(fieldControl) => render(fieldControl.describedBy)}
    </FormField>
  );

  const textField = (
    name: Exclude<SignUpField, 'logo' | 'password' | 'phone' | 'employer_size_id' | 'state_id'>,
    text: string,
    options: { type?: string; autoComplete?: string; autoFocus?: boolean } = {},
  ) =>
    field(name, text, (fromField) => (
      <Form.Control
        {...control(name, fromField)}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        autoFocus={options.autoFocus}
      />
    ));

  const focusFirstField = autoFocus && !roleChanged;

  const emailField = (first: boolean) =>
    textField('email', 'Email', { type: 'email', autoComplete: 'email', autoFocus: first && focusFirstField });

  const passwordField = field(
    'password',
    'Password',
    (fromField) => (
      <PasswordInput
        id={fieldId('password')}
        name="password"
        value={values.password}
        onChange={(value) => set('password', value)}
        autoComplete="new-password"
        required
        invalid={invalid('password')}
        describedBy={describedBy('password', fromField)}
      />
    ),
    PASSWORD_HINT,
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
        <fieldset className="mb-3" aria-describedby={geocode ? geocodeId : undefined}>
          <legend className="visually-hidden">Business address</legend>
          {textField('address_one', 'Address one', { autoComplete: 'address-line1' })}
          {textField('address_two', 'Address two', { autoComplete: 'address-line2' })}
          {textField('city', 'City', { autoComplete: 'address-level2' })}
          <Row>
            <Col xs={7}>
              {field('state_id', 'State', (fromField) => (
                <Form.Select {...control('state_id', fromField)}>
                  <option value="">Select a state</option>
                  {states.map((state) => (
                    <option key={state.id} value={String(state.id)}>
                      {state.name}
                    </option>
                  ))}
                </Form.Select>
              ))}
            </Col>
            <Col xs={5}>{textField('zip', 'Zip', { autoComplete: 'postal-code' })}</Col>
          </Row>
          {geocode ? (
            <div id={geocodeId} className="text-danger small">
              {geocode}
            </div>
          ) : null}
        </fieldset>
      ) : null}
      {field(
        'logo',
        'Business logo',
        (fromField) => (
          <Form.Control
            id={fieldId('logo')}
            name="logo"
            type="file"
            accept=".jpg,.jpeg,.png"
            onChange={(event: ChangeEvent<HTMLInputElement>) => form.setValue('logo', event.target.files?.[0] ?? null)}
            isInvalid={invalid('logo')}
            aria-invalid={invalid('logo') || undefined}
            aria-describedby={describedBy('logo', fromField)}
          />
        ),
        SIGN_UP_LOGO_HINT,
      )}
      {field('employer_size_id', 'Number of employees', (fromField) => (
        <Form.Select {...control('employer_size_id', fromField)}>
          <option value="">Select number of employees</option>
          {employerSizes.map((size) => (
            <option key={size.id} value={String(size.id)}>
              {size.name}
            </option>
          ))}
        </Form.Select>
      ))}
      {emailField(false)}
      <Row>
        <Col sm={6}>{textField('first_name', 'First name', { autoComplete: 'given-name' })}</Col>
        <Col sm={6}>{textField('last_name', 'Last name', { autoComplete: 'family-name' })}</Col>
      </Row>
      {field('phone', 'Phone', (fromField) => (
        <PhoneInput
          id={fieldId('phone')}
          name="phone"
          value={values.phone}
          onChange={(value) => set('phone', value)}
          invalid={invalid('phone')}
          describedBy={describedBy('phone', fromField)}
        />
      ))}
      {passwordField}
    </>
  );

  function chooseRole(next: string) {
    if (next !== 'Hunter' && next !== 'Employer') return;
    setRole(next);
    setRoleChanged(true);
    form.clearErrors();
    setUnplaced([]);
    setFormError(null);
  }

  const alerts = [...(formError ? [formError] : []), ...unplacedAlerts];
  return (
    <Form noValidate onSubmit={submit} onFocus={signUpResolver.preload}>
      {affiliateMessage ? <Alert variant="info">{affiliateMessage}</Alert> : null}
      <Tabs id={`${id}-role`} activeKey={role} onSelect={chooseRole} className="mb-3">
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
