import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert.tsx';

describe('an alert box', () => {
  it("is announced as an alert in the variant's colours, with the classes and attributes it is given", () => {
    render(
      <Alert variant="danger" className="mb-0" id="problem">
        Something went wrong.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    expect(alert).toHaveClass('alert', 'alert-danger', 'mb-0');
    expect(alert).toHaveAttribute('id', 'problem');
  });

  it('can be a polite status instead', () => {
    render(
      <Alert variant="success" role="status">
        Saved.
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveClass('alert', 'alert-success');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
