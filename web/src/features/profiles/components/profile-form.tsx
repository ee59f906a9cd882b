import { useForm } from 'react-hook-form';
import type { ProfileUpdateParsed } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';
import { profileFormResolver, type ProfileFormValues } from '../lib/profile-form-values.ts';
import { ListField } from './list-field.tsx';

const formFields = [
  'favlanguage',
  'rating',
  'platform',
  'gitHub',
  'location',
  'bio',
  'collaborator',
  'projectslinks',
  'skills',
] as const;

export interface ProfileFormProps {
  defaultValues: ProfileFormValues;
  /** Saves the checked input; throws the call's error on failure. */
  onSubmit: (input: ProfileUpdateParsed) => Promise<void>;
}

/**
 * The profile editor: favourite language, rating, platform, GitHub, location, bio, project links
 * and skills (rows added with '+ Add Project' and '+ Add Skill') and the collaborator flag. No
 * field is required; the contract's schema checks them before sending.
 */
export function ProfileForm({ defaultValues, onSubmit }: ProfileFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileUpdateParsed>({
    resolver: profileFormResolver,
    defaultValues,
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);
  const submit = handleSubmit((input) => showingFailure(() => onSubmit(input)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      {failure ? (
        <Banner tone="error" title="Failed to update profile">
          {failure}
        </Banner>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Favourite language" error={errors.favlanguage?.message}>
          <Input placeholder="C++" {...register('favlanguage')} />
        </Field>
        <Field label="Rating" error={errors.rating?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="1500"
            {...register('rating')}
          />
        </Field>
        <Field label="Platform" error={errors.platform?.message}>
          <Input placeholder="Codeforces" {...register('platform')} />
        </Field>
        <Field label="GitHub" error={errors.gitHub?.message}>
          <Input type="url" placeholder="https://github.com/you" {...register('gitHub')} />
        </Field>
        <Field label="Location" error={errors.location?.message} className="sm:col-span-2">
          <Input placeholder="City, country" {...register('location')} />
        </Field>
        <Field label="Bio" error={errors.bio?.message} className="sm:col-span-2">
          <Textarea
            rows={3}
            placeholder="What you practise and what you would like to build"
            {...register('bio')}
          />
        </Field>
      </div>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <ListField
          name="projectslinks"
          label="Project links"
          rowLabel="Project link"
          addLabel="+ Add Project"
          placeholder="https://github.com/you/project"
          type="url"
          control={control}
          register={register}
          errors={errors}
        />
        <ListField
          name="skills"
          label="Skills"
          rowLabel="Skill"
          addLabel="+ Add Skill"
          placeholder="Dynamic programming"
          control={control}
          register={register}
          errors={errors}
          suggestTopics
        />
      </div>
      <label className="flex items-start gap-3 rounded-lg border border-border p-3">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand"
          {...register('collaborator')}
        />
        <span className="flex flex-col gap-0.5">
          <span className="text-sm font-medium text-foreground">Collaborator</span>
          <span className="text-sm text-muted-foreground">
            Show me as available in the collaborator search.
          </span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
        <Button type="submit" busy={isSubmitting} busyLabel="Updating Profile...">
          Update Profile
        </Button>
      </div>
    </form>
  );
}
