/** How the form behaves step by step: checks, messages, focus, the place selects, drafts and languages. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { input, renderForm, tHa } from './formHarness';

const CHILD_BASICS = { firstName: 'Hauwa', lastName: 'Musa', sex: 'Female', dateOfBirth: '2014-09-12' };
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('RecordForm: checking a step', () => {
  it.each([
    ['4', 'Age must be at least 5'],
    ['16', 'Age must be at most 15'],
  ])('refuses a child aged %s with the schema’s message, tied to the input, and focuses it', async (age, message) => {
    renderForm('oosChildren', { draft: { values: { ...CHILD_BASICS, age }, links: { householdId: 'h-1' }, step: 1 } });
    next();
    const error = await screen.findByText(message);
    expect(screen.getByRole('heading', { name: /^Step 2 of 9/ })).toBeInTheDocument();
    const ageInput = input('age');
    expect(ageInput).toHaveAttribute('aria-invalid', 'true');
    expect(ageInput).toHaveAttribute('aria-describedby', error.id);
    await waitFor(() => expect(ageInput).toHaveFocus());
  });

  it.each(['5', '15'])('accepts a child aged %s', (age) => {
    renderForm('oosChildren', { draft: { values: { ...CHILD_BASICS, age }, step: 1 } });
    next();
    expect(screen.getByRole('heading', { name: /^Step 3 of 9/ })).toBeInTheDocument();
  });

  it('a required field blocks Next and the first invalid field takes the focus', async () => {
    const { onChange } = renderForm('learners', { draft: { values: { lastName: 'Sani' }, step: 0 } });
    next();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Learner' })).toBeInTheDocument();
    expect(input('firstName')).toHaveAttribute('aria-invalid', 'true');
    expect(input('sex')).toHaveAttribute('aria-invalid', 'true');
    expect(input('lastName')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await waitFor(() => expect(input('firstName')).toHaveFocus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a required parent blocks Next too', () => {
    renderForm('learners', { draft: { values: {}, step: 1 } });
    next();
    expect(input('links.schoolId')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: /^Step 2 of 3/ })).toBeInTheDocument();
  });

  it('Save checks every step and goes back to the first one with an error', async () => {
    const { onSubmit } = renderForm('staff', { draft: { values: { role: 'Teacher' }, links: { schoolId: 's-1' }, step: 1 } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 2: Staff Member' })).toBeInTheDocument();
    expect(input('fullName')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells the collector when the save fails', async () => {
    renderForm('staff', {
      draft: { values: { fullName: 'Audu Bello', sex: 'Male' }, links: { schoolId: 's-1' }, step: 1 },
      onSubmit: () => Promise.reject(new Error('disk full')),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The record could not be saved. Please try again.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('RecordForm: moving and drafts', () => {
  it('the step heading takes the focus on a step change', async () => {
    renderForm('staff', { draft: { values: { fullName: 'Audu Bello', sex: 'Male' }, step: 0 } });
    next();
    const heading = screen.getByRole('heading', { name: 'Step 2 of 2: Role and Qualifications' });
    await waitFor(() => expect(heading).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Step 1 of 2: Staff Member' })).toHaveFocus());
  });

  it('onChange receives the values, links and step', () => {
    const { onChange } = renderForm('learners');
    fireEvent.change(input('firstName'), { target: { value: 'Aminu' } });
    expect(onChange).toHaveBeenLastCalledWith({ values: { firstName: 'Aminu' }, links: {}, step: 0 });
    fireEvent.change(input('lastName'), { target: { value: 'Sani' } });
    fireEvent.change(input('sex'), { target: { value: 'Male' } });
    next();
    expect(onChange).toHaveBeenLastCalledWith({ values: { firstName: 'Aminu', lastName: 'Sani', sex: 'Male' }, links: {}, step: 1 });
  });

  it('resumes from a draft at its step with its values', () => {
    renderForm('learners', { draft: { values: { firstName: 'Aminu', currentClass: 'Primary 3' }, links: { schoolId: 's-1' }, step: 2 } });
    expect(screen.getByRole('heading', { name: 'Step 3 of 3: Guardian and Contacts' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(input('currentClass')).toHaveValue('Primary 3');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(input('firstName')).toHaveValue('Aminu');
  });

  it('changing the state clears the LGA and the ward', () => {
    const { onChange } = renderForm('communities', { draft: { values: { state: 'kano', lga: 'ajingi', ward: 'balare' }, step: 1 } });
    expect(input('lga')).toHaveValue('ajingi');
    fireEvent.change(input('state'), { target: { value: 'kaduna' } });
    expect(input('lga')).toHaveValue('');
    expect(input('ward')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Zaria' })).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ values: { state: 'kaduna', lga: '', ward: '' }, links: {}, step: 1 });
  });

  it('a child can take the place of its household', () => {
    const households = [{ localUUID: 'h-1', label: 'Musa Ibrahim', state: 'kano', lga: 'ajingi', ward: 'balare' }];
    renderForm('oosChildren', { parents: { households }, draft: { values: { state: 'kaduna' }, links: { householdId: 'h-1' }, step: 2 } });
    fireEvent.click(screen.getByRole('button', { name: 'Use the household’s location' }));
    expect(input('state')).toHaveValue('kano');
    expect(input('lga')).toHaveValue('ajingi');
  });

  it('shows the reviewer’s comment on top', () => {
    renderForm('staff', { reviewComment: 'The phone number is missing a digit.' });
    expect(screen.getByRole('note')).toHaveTextContent('The phone number is missing a digit.');
  });

  it('works from the keyboard: Enter moves to the next step', async () => {
    const user = userEvent.setup();
    renderForm('staff');
    await user.type(input('fullName'), 'Audu Bello');
    await user.selectOptions(input('sex'), 'Female');
    await user.type(input('fullName'), '{Enter}');
    expect(screen.getByRole('heading', { name: /^Step 2 of 2/ })).toBeInTheDocument();
  });
});

describe('RecordForm in Hausa', () => {
  it('shows Hausa labels, values, buttons and messages', async () => {
    renderForm('oosChildren', { t: tHa, draft: { values: { ...CHILD_BASICS, age: '16' }, step: 1 } });
    expect(screen.getByRole('heading', { name: 'Mataki na 2 cikin 9: Bayanai na Asali' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Suna na Farko/)).toBe(input('firstName'));
    expect(screen.getByRole('option', { name: 'Mace' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Na gaba' }));
    expect(await screen.findByText('Shekaru kada su wuce 15')).toBeInTheDocument();
  });
});
