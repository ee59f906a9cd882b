import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/lib/theme.ts';

export { toast } from 'sonner';

/**
 * The one toast outlet (app/layout/app-layout.tsx, signed-in pages); screens call
 * `toast.success(...)` / `toast.error(...)`. Toasts rise from the bottom: at the top they covered
 * the header's username and Log out for as long as they showed.
 */
export function Toaster() {
  const { theme } = useTheme();
  return <Sonner theme={theme} richColors closeButton position="bottom-right" />;
}
