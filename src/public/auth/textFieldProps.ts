import type { ChangeEvent } from 'react';
import type { ControllerRenderProps, FieldPath, FieldValues, RefCallBack } from 'react-hook-form';

/** A text field of a react-hook-form form, as a MUI TextField takes it. */
export interface TextFieldBinding {
  /** Where react-hook-form moves the focus when the field is the first invalid one. */
  inputRef: RefCallBack;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export function textFieldProps<T extends FieldValues, N extends FieldPath<T>>(field: ControllerRenderProps<T, N> & { value: string }): TextFieldBinding {
  const { ref, name, value, onChange, onBlur } = field;
  return { inputRef: ref, name, value, onChange, onBlur };
}
