/** Renders a RecordForm with a translator over the collectForms catalogues and fills its steps as a collector would. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { collectFormsEn } from '../../../../src/i18n/areas/collectForms.en';
import { collectFormsHa } from '../../../../src/i18n/areas/collectForms.ha';
import { lookup, type MessageTree, type Translate } from '../../../../src/i18n/translate';
import { RecordForm, type FormDraft, type RecordFormProps } from '../../../../src/collect/forms/RecordForm';
import type { DeviceTable } from '../../../../src/domain/protocol';

export function translator(catalogue: MessageTree): Translate {
  const tree: MessageTree = { collectForms: catalogue };
  return (key, options) => {
    const phrase = lookup(tree, key) ?? key;
    return phrase.replace(/%\{(\w+)\}/g, (whole, name: string) => (options && name in options ? String(options[name]) : whole));
  };
}
afterEach(cleanup);

export const tEn = translator(collectFormsEn);
export const tHa = translator(collectFormsHa);

export type Answer = string | boolean | string[];

export function renderForm(table: DeviceTable, overrides: Partial<RecordFormProps> = {}) {
  const onChange = vi.fn<(draft: FormDraft) => void>();
  const onSubmit = vi.fn<RecordFormProps['onSubmit']>(() => Promise.resolve());
  const onCancel = vi.fn();
  render(
    <RecordForm
      table={table}
      draft={{ values: {}, step: 0 }}
      parents={{}}
      t={tEn}
      onChange={onChange}
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...overrides}
    />,
  );
  return { onChange, onSubmit, onCancel };
}

export const input = (name: string) => document.getElementById(`cf-${name.replace('.', '-')}`) as HTMLInputElement | HTMLSelectElement;

/** Answers one field of the current step: a text or select value, a yes/no, or the boxes to tick. */
export async function answer(name: string, value: Answer): Promise<void> {
  if (name === 'ward') {
    await waitFor(() => expect((input('ward') as HTMLSelectElement).options.length).toBeGreaterThan(1));
    const select = input('ward') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: value === '' ? select.options[1].value : value } });
    return;
  }
  const element = input(name);
  if (typeof value === 'boolean') {
    const group = element.closest('fieldset') as HTMLElement;
    fireEvent.click(within(group).getByLabelText(value ? 'Yes' : 'No'));
  } else if (Array.isArray(value)) {
    const group = element.closest('fieldset') as HTMLElement;
    for (const box of value) fireEvent.click(within(group).getByLabelText(box));
  } else fireEvent.change(element, { target: { value } });
}

/** Fills each step with its answers (in order) and presses Next, then Save on the last. */
export async function fillSteps(steps: Record<string, Answer>[]): Promise<void> {
  for (const [index, answers] of steps.entries()) {
    for (const [name, value] of Object.entries(answers)) await answer(name, value);
    const button = screen.getByRole('button', { name: index === steps.length - 1 ? 'Save' : 'Next' });
    fireEvent.click(button);
    if (index < steps.length - 1) await screen.findByText(new RegExp(`^Step ${index + 2} of `));
  }
}
