import { useId } from 'react';

function toggled<Name extends string>(all: readonly Name[], chosen: Name[], name: Name): Name[] {
  return chosen.includes(name)
    ? chosen.filter((other) => other !== name)
    : all.filter((other) => other === name || chosen.includes(other));
}

/** A fieldset of checkboxes, one per name, in the order of `all`; its error under them. */
export function CheckboxGroup<Name extends string>({
  legend,
  all,
  chosen,
  labelOf,
  onChange,
  error,
}: {
  error: string | undefined;
  legend: string;
  all: readonly Name[];
  chosen: Name[];
  labelOf: (name: Name) => string;
  onChange: (chosen: Name[]) => void;
}) {
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error === undefined ? undefined : errorId}
    >
      <legend className="mb-1.5 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {all.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm text-foreground">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={chosen.includes(name)}
              onChange={() => onChange(toggled(all, chosen, name))}
            />
            {labelOf(name)}
          </label>
        ))}
      </div>
      {error === undefined ? null : (
        <p id={errorId} className="text-xs font-medium text-danger-soft-foreground">
          {error}
        </p>
      )}
    </fieldset>
  );
}
