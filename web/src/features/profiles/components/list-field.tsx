import { X } from 'lucide-react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { maxListEntries, type ProfileFormValues } from '../lib/profile-form-values.ts';

export interface ListFieldProps {
  name: 'projectslinks' | 'skills';
  /** "Project links", "Skills". */
  label: string;
  /** Names one row for assistive technology: "Project link", "Skill". */
  rowLabel: string;
  addLabel: string;
  placeholder: string;
  type?: 'url' | 'text';
  control: Control<ProfileFormValues, unknown, unknown>;
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}

/**
 * A list of inputs (project links, skills): each row with a remove button, and a button that adds
 * an empty row, up to the limit. Rows left empty are dropped when the profile is saved.
 */
export function ListField({
  name,
  label,
  rowLabel,
  addLabel,
  placeholder,
  type = 'text',
  control,
  register,
  errors,
}: ListFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = errors[name]?.root?.message ?? errors[name]?.message;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-foreground">{label}</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {fields.map((row, index) => {
            const error = errors[name]?.[index]?.value?.message;
            const errorId = `${row.id}-error`;
            return (
              <li key={row.id} className="flex items-start gap-2">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Input
                    type={type}
                    placeholder={placeholder}
                    aria-label={`${rowLabel} ${index + 1}`}
                    aria-invalid={error === undefined ? undefined : true}
                    aria-describedby={error === undefined ? undefined : errorId}
                    {...register(`${name}.${index}.value`)}
                  />
                  {error === undefined ? null : (
                    <p id={errorId} className="text-xs font-medium text-danger-soft-foreground">
                      {error}
                    </p>
                  )}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${rowLabel.toLowerCase()} ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {listError ? (
        <p role="alert" className="text-sm text-danger-soft-foreground">
          {listError}
        </p>
      ) : null}
      {fields.length < maxListEntries ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => append({ value: '' })}
        >
          {addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}
