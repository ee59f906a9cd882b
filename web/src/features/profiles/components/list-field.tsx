import type { ComponentProps } from 'react';
import { X } from 'lucide-react';
import {
  useController,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { TopicSuggest } from '@/components/topic-suggest.tsx';
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
  /** Suggest topic names as a row is typed (skills: the vocabulary shared with problem tags). */
  suggestTopics?: boolean;
}

/** A row that suggests topic names as it is typed, and takes the one chosen. */
function TopicRowInput({
  control,
  name,
  ...inputProps
}: {
  control: Control<ProfileFormValues, unknown, unknown>;
  name: `skills.${number}.value` | `projectslinks.${number}.value`;
} & ComponentProps<'input'>) {
  const { field } = useController({ control, name });
  return (
    <TopicSuggest value={field.value} onPick={field.onChange} label="Skill suggestions">
      {(combobox) => (
        <Input
          {...inputProps}
          {...combobox}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value);
            combobox.onInput();
          }}
          onBlur={() => {
            combobox.onBlur();
            field.onBlur();
          }}
        />
      )}
    </TopicSuggest>
  );
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
  suggestTopics = false,
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
            const inputProps = {
              type,
              placeholder,
              'aria-label': `${rowLabel} ${index + 1}`,
              'aria-invalid': error === undefined ? undefined : true,
              'aria-describedby': error === undefined ? undefined : errorId,
            } as const;
            return (
              <li key={row.id} className="flex items-start gap-2">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  {suggestTopics ? (
                    <TopicRowInput
                      control={control}
                      name={`${name}.${index}.value`}
                      {...inputProps}
                    />
                  ) : (
                    <Input {...inputProps} {...register(`${name}.${index}.value`)} />
                  )}
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
