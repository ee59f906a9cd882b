import { DataExport } from './data-export.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { SessionsList } from './sessions-list.tsx';

/**
 * The account's sections of /settings (docs/product.md, "Account"): password, email, signed-in
 * sessions, the data one wrote, and leaving.
 */
export function AccountSettings() {
  return (
    <>
      <PasswordForm />
      <EmailForm />
      <SessionsList />
      <DataExport />
      <DeleteAccount />
    </>
  );
}
