import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { useSignOut } from '@/lib/session.ts';

/** 'Log out', busy 'Logging out...'; afterwards the user is on `/` and signed out. */
export function LogoutButton(props: Pick<ButtonProps, 'className' | 'variant' | 'size'>) {
  const signOut = useSignOut();
  return (
    <Button
      variant="outline"
      size="sm"
      {...props}
      icon={<LogOut aria-hidden />}
      busy={signOut.isPending}
      busyLabel="Logging out..."
      onClick={() => signOut.mutate()}
    >
      Log out
    </Button>
  );
}
