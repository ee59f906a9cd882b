import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldControl | null>(null);

/**
 * The id, description and validity a control inside a Field takes, merged with its own props.
 * Inputs, Textareas and Selects call this, so `<Field label error><Input/></Field>` is all a form
 * writes to get a label, hint and error wired for assistive technology.
 */
export function useFieldControl(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid'];
}) {
  const field = useContext(FieldContext);
  const describedBy =
    [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid || undefined),
  };
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-foreground', className)} {...props} />;
}

export interface FieldProps {
  label: ReactNode;
  children: ReactNode;
  /** Help shown under the control while there is no error. */
  hint?: ReactNode;
  /** The field's error message (from the client check or the server's `fields`). */
  error?: string | null;
  id?: string;
  className?: string;
  /** Something on the label's line, right-aligned (e.g. a "Forgot?" link or a counter). */
  labelAside?: ReactNode;
}

export function Field({ label, children, hint, error, id, className, labelAside }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControl = {
    id: controlId,
    describedBy: describedBy || undefined,
    invalid: Boolean(error),
  };
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </div>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger-soft-foreground">
          {error}
        </p>
      ) : null}
    </div>
  );
}
