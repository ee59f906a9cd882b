import { Moon, Sun } from 'lucide-react';
import { useTheme } from '@/lib/theme.ts';
import { Button } from './ui/button.tsx';

/** Switches between the light and dark themes; the choice is remembered in localStorage. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
