import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { TBusinessJob } from '@mainwork/contracts';
import { emptyJobValues, jobToValues, valuesToJobInput, type JobFormValues } from './job-form-values.ts';
import { ScreeningQuestionsEditor } from './screening-questions-editor.tsx';

type SentBody = ReturnType<typeof valuesToJobInput>;

function Harness({
  initial = emptyJobValues(),
  onSend = () => undefined,
}: {
  initial?: JobFormValues;
  /** What the form submits, as it would be sent. */
  onSend?(body: SentBody): void;
}) {
  const form = useForm<JobFormValues>({ defaultValues: initial });
  return (
    <form
      onSubmit={form.handleSubmit((values) => {
        onSend(valuesToJobInput(values));
      })}
    >
      <ScreeningQuestionsEditor form={form} errors={[]} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the screening questions editor', () => {
  it('adds questions of each kind, with choices, required and a disqualifying answer, in the order shown', async () => {
    const user = userEvent.setup();
    let sent: SentBody | null = null;
    render(<Harness onSend={(body) => (sent = body)} />);
    expect(screen.getByText('No screening questions.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByLabelText('Question 1'), 'Can you start at 4 am?');
    await user.selectOptions(screen.getByLabelText('Disqualifying answer'), 'no');

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByLabelText('Question 2'), 'Which oven?');
    const second = screen.getAllByTestId('screening-question')[1]!;
    await user.selectOptions(within(second).getByLabelText('Answer type'), 'single_choice');
    await user.type(within(second).getByLabelText('Choices, one per line'), 'Deck{Enter}Convection');
    await user.click(within(second).getByLabelText('Must be answered'));
    await user.selectOptions(within(second).getByLabelText('Disqualifying answer'), 'Convection');

    // The second goes first, by keyboard.
    within(second).getByRole('button', { name: 'Move question 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Moved question 2 to position 1 of 2.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((sent as SentBody | null)?.screening_questions).toEqual([
      {
        id: null,
        prompt: 'Which oven?',
        kind: 'single_choice',
        choices: ['Deck', 'Convection'],
        required: false,
        disqualifying_answer: 'Convection',
      },
      {
        id: null,
        prompt: 'Can you start at 4 am?',
        kind: 'yes_no',
        choices: [],
        required: true,
        disqualifying_answer: 'no',
      },
    ]);
  });

  it('removes a question, and stops at 10', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (let count = 0; count < 10; count++) await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByRole('button', { name: 'Add a question' })).toBeDisabled();
    expect(screen.getByText('That is the most a job can ask.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove question 10' }));
    expect(screen.getAllByTestId('screening-question')).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Add a question' })).toBeEnabled();
  });

  it('keeps the ids of an edited job’s questions, and drops them on a duplicate', () => {
    const job = {
      screening_questions: [
        { id: 4, prompt: 'Weekends?', kind: 'yes_no', choices: [], required: true, disqualifying_answer: null },
      ],
    } as unknown as TBusinessJob;
    const base = {
      ...job,
      title: 'x',
      description: '',
      job_type: null,
      job_experience_level: null,
      job_industry: null,
    };
    const full = {
      ...base,
      job_function: null,
      job_location_type: null,
      address: null,
      minimum_salary: null,
      maximum_salary: null,
      salary_rate: null,
      benefits: [],
      reward: null,
      use_mw_apply: true,
      ats_link: null,
      applications_paused: false,
      require_resume: false,
      require_cover_letter: false,
      expires_at: null,
    } as unknown as TBusinessJob;
    expect(jobToValues(full, { duplicate: false }).screening_questions[0]).toMatchObject({
      id: 4,
      prompt: 'Weekends?',
    });
    expect(jobToValues(full, { duplicate: true }).screening_questions[0]).toMatchObject({ id: null });
  });
});
