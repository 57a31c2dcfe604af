/**
 * Labels and asterisks of one form, so inputs need only their field name: every input looks its
 * human label up here, and marks itself required when its name is in `required`.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';

interface FormMetaValue {
  labels: Readonly<Record<string, string>>;
  required: ReadonlySet<string>;
}

const FormMetaContext = createContext<FormMetaValue>({ labels: {}, required: new Set() });

export function FormMeta({
  labels,
  required = [],
  children,
}: {
  labels: Readonly<Record<string, string>>;
  required?: readonly string[];
  children: ReactNode;
}) {
  const value = useMemo(() => ({ labels, required: new Set(required) }), [labels, required]);
  return <FormMetaContext.Provider value={value}>{children}</FormMetaContext.Provider>;
}

/** A field's label (its name when no label is known) and whether it carries an asterisk. */
export function useFieldMeta(name: string, label?: string, required?: boolean) {
  const meta = useContext(FormMetaContext);
  return { label: label ?? meta.labels[name] ?? name, required: required ?? meta.required.has(name) };
}

export function useFormLabels(): Readonly<Record<string, string>> {
  return useContext(FormMetaContext).labels;
}

/** The DOM id of a field's input. */
export const fieldId = (name: string) => `field-${name}`;
