import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountTexts, deleteAccountBodySchema, type DeleteAccountBody } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';
import { useDeleteAccount } from '../api/account.ts';

const formFields = ['password'] as const;

/**
 * "Delete my account" opens a dialog that asks for the password; the account goes, and the tab
 * with it to the landing page, signed out. A wrong password shows under the field, in the dialog.
 */
export function DeleteAccount() {
  const deleteAccount = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);
  const submit = handleSubmit((body) =>
    showingFailure(async () => {
      const { message } = await deleteAccount.mutateAsync(body);
      toast.success(message);
    }),
  );
  const banner = failure === null || failure === errors.password?.message ? null : failure;
  const onOpenChange = (next: boolean) => {
    // The dialog stays while the account is being deleted.
    if (isSubmitting) return;
    if (next) reset();
    setOpen(next);
  };

  return (
    <Card className="border-danger/40">
      <CardHeader>
        <CardTitle>{accountTexts.deleteSection}</CardTitle>
        <CardDescription>{accountTexts.deleteWarning}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant="danger" icon={<Trash2 aria-hidden />}>
              {accountTexts.deleteAccount}
            </Button>
          </DialogTrigger>
          <DialogContent
            title={accountTexts.deleteConfirmTitle}
            description={accountTexts.deleteConfirmQuestion}
          >
            <form
              noValidate
              onSubmit={(event) => void submit(event)}
              className="mt-4 flex flex-col gap-5"
            >
              {banner === null ? null : <Banner tone="error">{banner}</Banner>}
              <Field label={accountTexts.password} error={errors.password?.message}>
                <PasswordInput autoComplete="current-password" {...register('password')} />
              </Field>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="outline" disabled={isSubmitting}>
                    {accountTexts.cancel}
                  </Button>
                </DialogClose>
                <Button
                  type="submit"
                  variant="danger"
                  icon={<Trash2 aria-hidden />}
                  busy={isSubmitting}
                  busyLabel={accountTexts.deletingAccount}
                >
                  {accountTexts.deleteAccount}
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
